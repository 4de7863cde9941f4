import { env, runtime, siteUrl } from './env'

/** A production build on an external database; the local start uses the embedded one (ADR 0002). */
export const isDeployed = (): boolean =>
  env.NODE_ENV === 'production' && !runtime.usesEmbeddedDatabase()

/** SITE_URL decides, whatever sits in front: then `Secure` cookies and HSTS (issue 32). */
export const servesHttps = (): boolean => siteUrl().startsWith('https://')
