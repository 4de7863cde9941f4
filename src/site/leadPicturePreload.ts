import type { ProjectDto } from '../shared/apiTypes'
import { cardPicture } from '../shared/projectVisual'
import { matchesPage, SITE_PAGES } from '../shared/sitePages'
import { escapeHtml } from './escapeHtml'

/**
 * The `<link rel="preload" as="image">` of the picture that is a page's largest paint on a phone
 * (its `leadPicture` in the table of pages), or none. On the Projects page that is the first
 * card's picture, which the SPA would otherwise ask for only after its scripts, the list read and
 * the skeletons; preloaded, it is in the cache when the card shows. The link names the card's
 * own `src`, `srcset` and `sizes` (src/shared/projectVisual.ts), so the browser picks the same
 * candidate for both and downloads it once. `pagePath` is the page's own path, without its
 * language prefix; `firstProject` the owner's first public project, as the page embeds it. A
 * page that shows another first card (a filtered list) or a preview (drafts) passes none.
 */
export const leadPicturePreloadTags = (
  pagePath: string,
  firstProject: ProjectDto | null,
): string[] => {
  const normalised = pagePath.replace(/\/+$/, '') || '/'
  const page = SITE_PAGES.find((entry) => matchesPage(entry, normalised))
  if (page?.leadPicture !== 'first-project-card' || !firstProject) return []
  const picture = cardPicture(firstProject)
  // A data: address is already in the page: there is nothing to fetch.
  if (!picture || /^data:/i.test(picture.src)) return []
  const candidates =
    picture.srcSet && picture.sizes
      ? ` imagesrcset="${escapeHtml(picture.srcSet)}" imagesizes="${escapeHtml(picture.sizes)}"`
      : ''
  return [
    `<link rel="preload" as="image" href="${escapeHtml(picture.src)}"${candidates} fetchpriority="high">`,
  ]
}
