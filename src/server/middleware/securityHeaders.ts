import { randomBytes } from 'node:crypto'

import type { Request, RequestHandler, Response } from 'express'
import helmet, { type HelmetOptions } from 'helmet'
import { env } from '../../platform/config/env'
import { inlineSource } from '../../platform/http/inlineSource'
import { isDeployed, servesHttps } from '../../platform/config/runtimeMode'
import { pagePreviewOf } from '../../platform/preview/pagePreview'
import { THEME_BOOT_SCRIPT } from '../../shared/themeBoot'

type Directives = Record<string, string[] | null>

/** Where a request goes decides its Content-Security-Policy. */
export type SecurityArea = 'site' | 'admin' | 'api'

/** `/admin` pages and Next's own assets get the admin policy; JSON APIs a no-content one. */
export const securityAreaOf = (path: string): SecurityArea => {
  if (/^\/(admin|_next)(\/|$)/i.test(path)) return 'admin'
  if (/^\/(api|cms-api)(\/|$)/i.test(path)) return 'api'
  return 'site'
}

/** Directives every policy shares: nothing may frame us, no plugins, no foreign <base>/forms. */
const common: Directives = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
}

/**
 * The public SPA: scripts from this origin plus the one inline script the built index.html
 * carries, the theme picker that must run before the first paint, allowed by the hash of the
 * very text the build inlines (docs/decisions/0020-light-theme-without-a-flash.md); styles from
 * its own CSS and, per response, the owner's look in the head (allowInlineStyle, src/site/look) (React sets `style` props through the CSSOM, which CSP does not govern), images
 * from anywhere over https (content may point at external pictures; an image cannot run
 * script), the service worker and manifest from this origin.
 */
const siteDirectives = (): Directives => ({
  ...common,
  'script-src': ["'self'", inlineSource(THEME_BOOT_SCRIPT)],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", ...extraConnectSources()],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'frame-src': ["'none'"],
})

/**
 * The Next.js admin: Next's bootstrap and Payload's theme script are inline, so each response
 * carries a fresh nonce that Next puts on its own <script> tags; styles stay inline-capable
 * (Payload's UI sets style attributes and <style> elements).
 */
const adminDirectives = (nonce: string, devTools: boolean): Directives => ({
  ...common,
  // React and Next evaluate code in development builds only (stack traces, hot reload).
  'script-src': ["'self'", `'nonce-${nonce}'`, ...(devTools ? ["'unsafe-eval'"] : [])],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'manifest-src': ["'self'"],
  'frame-src': ["'self'"],
})

/** JSON and uploaded files: nothing in them may run or load anything. */
const apiDirectives = (): Directives => ({
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  sandbox: [],
})

/** Origins the public site may call besides its own (`CSP_CONNECT_SRC`, space-separated). */
const extraConnectSources = (): string[] =>
  (env.CSP_CONNECT_SRC ?? '').split(/\s+/).filter((source) => /^https?:\/\/[^\s;,']+$/.test(source))

/**
 * A live preview or preview link: the public site framed by the admin of the same origin
 * (docs/decisions/0015-live-preview-and-preview-links.md). Everything else stays unframeable.
 */
const previewSiteDirectives = (): Directives => ({
  ...siteDirectives(),
  'frame-ancestors': ["'self'"],
})

/** Serialises directives, adding `upgrade-insecure-requests` only when served over https. */
const serialise = (directives: Directives, https: boolean): string =>
  Object.entries({ ...directives, ...(https ? { 'upgrade-insecure-requests': [] } : {}) })
    .map(([name, values]) => [name, ...(values ?? [])].join(' '))
    .join('; ')

/** The headers that do not depend on the area (helmet, with CSP set separately). */
const baseHeaders = (pinHttps: boolean): RequestHandler =>
  helmet({
    contentSecurityPolicy: false,
    // Uploads and API answers may be used by the site's own subdomains, never cross-site.
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Pinned when deployed or when the site is https (a TLS proxy in front of the one-machine
    // setup included); a local start on plain http://localhost must not pin it.
    strictTransportSecurity: pinHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  } satisfies HelmetOptions) as unknown as RequestHandler

/** Features the product never uses are switched off for every page. */
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()'

/**
 * Security headers on every response: Content-Security-Policy by area (strict for the public
 * site, nonce-based for the admin, no-content for JSON and files), X-Content-Type-Options,
 * Referrer-Policy, X-Frame-Options/frame-ancestors, COOP/CORP, Permissions-Policy, and HSTS
 * when deployed or when SITE_URL is https (then `upgrade-insecure-requests` too).
 * See docs/decisions/0006-security-headers-and-limits.md.
 */
export const securityHeaders = ({
  deployed,
  https,
  devTools = false,
  isPreviewPage = () => false,
}: {
  deployed: boolean
  https: boolean
  /** `npm run dev`: the admin runs Next's development build, which needs `eval`. */
  devTools?: boolean
  /**
   * Whether a site request is a preview with a valid signed token: only then may the same
   * origin frame the page (`frame-ancestors 'self'`, `X-Frame-Options: SAMEORIGIN`).
   */
  isPreviewPage?: (req: Request) => boolean
}): RequestHandler => {
  const base = baseHeaders(deployed || https)
  // Only an https site upgrades its requests: on a plain-http origin (a LAN box, compose on
  // localhost) it would break every load.
  const upgrade = https
  const sitePolicy = serialise(siteDirectives(), upgrade)
  const previewSitePolicy = serialise(previewSiteDirectives(), upgrade)
  const apiPolicy = serialise(apiDirectives(), upgrade)
  return (req: Request, res: Response, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY)
    const area = securityAreaOf(req.path)
    if (area === 'site' && isPreviewPage(req)) {
      res.setHeader('Content-Security-Policy', previewSitePolicy)
      // helmet would say DENY; the old header must agree with frame-ancestors.
      base(req, res, (error?: unknown) => {
        res.setHeader('X-Frame-Options', 'SAMEORIGIN')
        next(error)
      })
      return
    }
    if (area === 'site') res.setHeader('Content-Security-Policy', sitePolicy)
    else if (area === 'api') res.setHeader('Content-Security-Policy', apiPolicy)
    else {
      const policy = serialise(
        adminDirectives(randomBytes(16).toString('base64'), devTools),
        upgrade,
      )
      res.setHeader('Content-Security-Policy', policy)
      // Next reads the nonce from the request's own CSP header and stamps it on its scripts.
      req.headers['content-security-policy'] = policy
    }
    base(req, res, next)
  }
}

/**
 * This server's headers, from its settings: deployed or not, an https SITE_URL, Next's
 * development build under `npm run dev`, and a page is a preview when its token is valid.
 * The app and the outage app (a start while the database is down) send the same ones.
 */
export const serverSecurityHeaders = (): RequestHandler =>
  securityHeaders({
    deployed: isDeployed(),
    https: servesHttps(),
    devTools: env.NODE_ENV !== 'production',
    isPreviewPage: (req) => pagePreviewOf(req).kind === 'granted',
  })
