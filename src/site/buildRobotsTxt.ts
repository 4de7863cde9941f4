/** /api stays allowed: crawlers that run the SPA need it to render the pages. */
export const buildRobotsTxt = (origin: string): string =>
  ['User-agent: *', 'Allow: /', 'Disallow: /admin', '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
    '\n',
  )
