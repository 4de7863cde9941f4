import { escapeHtml } from './escapeHtml'
import type { SeoData } from './loadSeoData'

type SitemapEntry = { path: string; lastmod: string | null }

const latest = (dates: (string | null | undefined)[]): string | null =>
  dates.reduce<string | null>((max, date) => (date && (!max || date > max) ? date : max), null)

/**
 * sitemap.xml: the public routes and every public project, each `lastmod` from the content the
 * page shows (personal info, projects, skills).
 */
export const buildSitemap = (data: SeoData, origin: string): string => {
  const projectsUpdatedAt = latest(data.projects.map((project) => project.updatedAt))
  const entries: SitemapEntry[] = [
    { path: '/', lastmod: latest([data.infoUpdatedAt, projectsUpdatedAt, data.skillsUpdatedAt]) },
    { path: '/skills', lastmod: data.skillsUpdatedAt },
    { path: '/projects', lastmod: projectsUpdatedAt },
    ...data.projects.map((project) => ({
      path: `/projects/${project.id}`,
      lastmod: project.updatedAt ?? null,
    })),
    { path: '/about', lastmod: data.infoUpdatedAt },
    { path: '/contact', lastmod: data.infoUpdatedAt },
  ]
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
