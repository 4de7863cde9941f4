import { FIRST_SITE_LANGUAGES, type SiteLanguages } from '../shared/languages/siteLanguages'
import { languageAlternates } from '../shared/seo/pageLanguage'
import { type ContentDates, isPageOnSite, pageAddress, SITE_PAGES } from '../shared/sitePages'
import { escapeHtml } from './escapeHtml'
import type { SeoData } from './loadSeoData'

type SitemapEntry = { path: string; lastmod: string | null }

const latest = (dates: (string | null | undefined)[]): string | null =>
  dates.reduce<string | null>((max, date) => (date && (!max || date > max) ? date : max), null)

/** With several languages each `<url>` names all of them and x-default, as Google reads them. */
export const buildSitemap = (
  data: SeoData,
  origin: string,
  languages: SiteLanguages = FIRST_SITE_LANGUAGES,
): string => {
  // A protected project (issue 49) is no page for search engines: only its teaser is public.
  const listedProjects = data.projects.filter((project) => !project.locked)
  const dates: ContentDates = {
    info: data.infoUpdatedAt,
    projects: latest(listedProjects.map((project) => project.updatedAt)),
    skills: data.skillsUpdatedAt,
    posts: latest(data.posts.map((post) => post.updatedAt)),
  }
  const entries: SitemapEntry[] = SITE_PAGES.flatMap((page): SitemapEntry[] => {
    switch (page.kind) {
      case 'static':
        return isPageOnSite(page, data.posts.length > 0)
          ? [{ path: page.path, lastmod: latest(page.lastmod.map((content) => dates[content])) }]
          : []
      case 'project':
        return listedProjects.map((project) => ({
          path: pageAddress(page, project.id),
          lastmod: project.updatedAt ?? null,
        }))
      case 'post':
        return data.posts.map((post) => ({
          path: pageAddress(page, encodeURIComponent(post.slug)),
          lastmod: post.updatedAt ?? post.publishedAt,
        }))
      case 'testimonial':
        return []
    }
  })
  const lastmodTag = (lastmod: string | null) =>
    lastmod ? `<lastmod>${escapeHtml(new Date(lastmod).toISOString())}</lastmod>` : ''
  const several = languages.enabled.length > 1
  const urls = several
    ? entries.flatMap(({ path, lastmod }) => {
        const language = { code: languages.default, defaultCode: languages.default }
        const alternates = languageAlternates(
          path,
          { ...language, enabled: languages.enabled },
          origin,
        )
        const links = alternates
          .map(
            ({ hreflang, href }) =>
              `<xhtml:link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}"/>`,
          )
          .join('')
        // One <url> per language: each alternate but x-default is a page of its own.
        return alternates
          .filter(({ hreflang }) => hreflang !== 'x-default')
          .map(
            ({ href }) =>
              `  <url><loc>${escapeHtml(href)}</loc>${lastmodTag(lastmod)}${links}</url>`,
          )
      })
    : entries.map(
        ({ path, lastmod }) =>
          `  <url><loc>${escapeHtml(origin + path)}</loc>${lastmodTag(lastmod)}</url>`,
      )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    several
      ? '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'
      : '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}
