/**
 * The public origin for canonical links, og:url, JSON-LD and the sitemap: `SITE_URL` without a
 * trailing slash, else `http://localhost:<PORT>`.
 */
export const siteOrigin = (env: NodeJS.ProcessEnv = process.env): string =>
  (env.SITE_URL?.trim() || `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, '')
