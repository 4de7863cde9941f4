import { pageAddress, SITE_PAGES } from '../../shared/sitePages'

/** What names the record being previewed, as far as it is known (a new one has neither yet). */
export type PreviewedRecord = { id?: number; slug?: string }

/**
 * Where the public site shows each previewable content, from the table of pages
 * (src/shared/sitePages.ts): a record on its own page when it has one and what addresses it is
 * known (a project by its id, a post by its slug), else the page that lists it (personal info
 * on the home page, About and Contact a click away inside the frame; skills on the skills page;
 * experiences, education and interests on About; a post not yet named on Writing).
 */
export const PREVIEW_PAGES: Record<string, (record: PreviewedRecord) => string> =
  Object.fromEntries(
    [...new Set(SITE_PAGES.flatMap((page) => page.previews))].map((content) => {
      const pages = SITE_PAGES.filter((page) => page.previews.includes(content))
      const own = pages.find((page) => page.kind === 'project' || page.kind === 'post')
      const listing = pages.find((page) => page.kind === 'static')!
      return [
        content,
        ({ id, slug }: PreviewedRecord) => {
          const key = own?.kind === 'post' ? (slug ? encodeURIComponent(slug) : undefined) : id
          return own && key !== undefined ? pageAddress(own, key) : listing.path
        },
      ]
    }),
  )
