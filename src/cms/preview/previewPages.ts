import { pageAddress, SITE_PAGES } from '../../shared/sitePages'

/**
 * Where the public site shows each previewable content, from the table of pages
 * (src/shared/sitePages.ts): a record on its own page when it has one and the id is known (a
 * project), else the page that lists it (personal info on the home page, About and Contact a
 * click away inside the frame; skills on the skills page; experiences, education and interests
 * on About).
 */
export const PREVIEW_PAGES: Record<string, (id: number | string | undefined) => string> =
  Object.fromEntries(
    [...new Set(SITE_PAGES.flatMap((page) => page.previews))].map((content) => {
      const pages = SITE_PAGES.filter((page) => page.previews.includes(content))
      const own = pages.find((page) => page.kind === 'project')
      const listing = pages.find((page) => page.kind === 'static')!
      return [
        content,
        (id: number | string | undefined) =>
          own && id !== undefined ? pageAddress(own, id) : listing.path,
      ]
    }),
  )
