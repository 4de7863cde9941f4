import { type ContentDates, pageAddress, SITE_PAGES } from '../shared/sitePages'
import { escapeHtml } from './escapeHtml'
import type { SeoData } from './loadSeoData'

type SitemapEntry = { path: string; lastmod: string | null }

const latest = (dates: (string | null | undefined)[]): string | null =>
  dates.reduce<string | null>((max, date) => (date && (!max || date > max) ? date : max), null)

/**
 * sitemap.xml: the pages of the table (src/shared/sitePages.ts), a project's once per public
 * project, each `lastmod` from the content the page shows (personal info, projects, skills).
 */
export const buildSitemap = (data: SeoData, origin: string): string => {
  const dates: ContentDates = {
    info: data.infoUpdatedAt,
    projects: latest(data.projects.map((project) => project.updatedAt)),
    skills: data.skillsUpdatedAt,
  }
  // Every page of the table, in its order; a project's page once per public project.
  const entries: SitemapEntry[] = SITE_PAGES.flatMap((page) =>
    page.kind === 'static'
      ? [{ path: page.path, lastmod: latest(page.lastmod.map((content) => dates[content])) }]
      : data.projects.map((project) => ({
          path: pageAddress(page, project.id),
          lastmod: project.updatedAt ?? null,
        })),
  )
  const urls = entries.map(
    ({ path, lastmod }) =>
      `  <url><loc>${escapeHtml(origin + path)}</loc>${
        lastmod ? `<lastmod>${escapeHtml(new Date(lastmod).toISOString())}</lastmod>` : ''
      }</url>`,
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}
