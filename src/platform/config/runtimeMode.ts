import { env, runtime, siteUrl } from './env'

/**
 * "Deployed" means a production build talking to an external database (DATABASE_URL given),
 * as in docker-compose. The one-command local start is a production build on the embedded
 * database: it gets generated secrets and plain-HTTP cookies instead of refusing to start.
 * See docs/decisions/0002-deployed-vs-local-production.md.
 */
export const isDeployed = (): boolean =>
  env.NODE_ENV === 'production' && !runtime.usesEmbeddedDatabase()

/**
 * Whether visitors reach the site over https (SITE_URL says so), whatever sits in front: a TLS
 * proxy on the one-machine setup counts as much as a deployment. Cookies are then `Secure` and
 * HSTS is sent (issue 32).
 */
export const servesHttps = (): boolean => siteUrl().startsWith('https://')
