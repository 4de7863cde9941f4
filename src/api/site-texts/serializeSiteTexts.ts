import type { SiteText } from '../../shared/payload-types'
import { defaultSiteTexts, type SiteTexts } from '../../shared/siteTexts'

/**
 * The stored global → `SiteTexts`. Texts the owner has not set (a global never published, or a
 * text added to the site after the last publish) answer their defaults, one at a time.
 */
export const serializeSiteTexts = (doc: SiteText | null | undefined): SiteTexts => {
  const stored = (doc ?? {}) as Record<string, Record<string, unknown> | null | undefined>
  return Object.fromEntries(
    Object.entries(defaultSiteTexts).map(([page, defaults]) => [
      page,
      Object.fromEntries(
        Object.entries(defaults).map(([name, fallback]) => {
          const value = stored[page]?.[name]
          const usable = Array.isArray(fallback)
            ? Array.isArray(value) && value.length > 0
            : typeof fallback === 'number'
              ? typeof value === 'number'
              : typeof value === 'string' && value.trim() !== ''
          return [name, usable ? value : fallback]
        }),
      ),
    ]),
  ) as SiteTexts
}
