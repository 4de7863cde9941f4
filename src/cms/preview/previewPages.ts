import { pageAddress, SITE_PAGES } from '../../shared/sitePages'

/** What names the record being previewed, as far as it is known (a new one has neither yet). */
export type PreviewedRecord = { id?: number; slug?: string }

/** Where the site shows each previewable content: its own page, else the page listing it. */
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
