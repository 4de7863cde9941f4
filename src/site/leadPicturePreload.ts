import type { ProjectDto } from '../shared/apiTypes'
import { cardPicture } from '../shared/projectVisual'
import { matchesPage, SITE_PAGES } from '../shared/sitePages'
import { escapeHtml } from './escapeHtml'

/**
 * The SPA would ask for the first card's picture only after its scripts and list read. The link
 * names the card's own `srcset` and `sizes`, so the browser fetches one candidate once.
 */
export const leadPicturePreloadTags = (
  pagePath: string,
  firstProject: ProjectDto | null,
): string[] => {
  const normalised = pagePath.replace(/\/+$/, '') || '/'
  const page = SITE_PAGES.find((entry) => matchesPage(entry, normalised))
  if (page?.leadPicture !== 'first-project-card' || !firstProject) return []
  const picture = cardPicture(firstProject)
  if (!picture || /^data:/i.test(picture.src)) return []
  const candidates =
    picture.srcSet && picture.sizes
      ? ` imagesrcset="${escapeHtml(picture.srcSet)}" imagesizes="${escapeHtml(picture.sizes)}"`
      : ''
  return [
    `<link rel="preload" as="image" href="${escapeHtml(picture.src)}"${candidates} fetchpriority="high">`,
  ]
}
