import { createHash } from 'node:crypto'
import type { ServerResponse } from 'node:http'

/** The CSP source that allows one exact inline script or style: `'sha256-…'` of its text. */
export const inlineSource = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/**
 * Lets this response's page carry one inline `<style>` with exactly `css` as its text: its hash
 * joins the `style-src` of the Content-Security-Policy already set (by the security headers),
 * for this response only. A response without a policy, or whose policy has no `style-src`,
 * is left as it is.
 */
export const allowInlineStyle = (res: ServerResponse, css: string): void => {
  const policy = res.getHeader('Content-Security-Policy')
  if (typeof policy !== 'string') return
  const source = inlineSource(css)
  const amended = policy.replace(
    /(^|;\s*)(style-src(?:\s+[^;]*)?)/,
    (_all, lead: string, directive: string) =>
      directive.split(/\s+/).includes(source)
        ? `${lead}${directive}`
        : `${lead}${directive} ${source}`,
  )
  res.setHeader('Content-Security-Policy', amended)
}

/**
 * Allows the inline `<style>` elements of a page this server made earlier (a last good copy
 * served during an outage), so it looks as it did when it was answered.
 */
export const allowInlineStylesIn = (res: ServerResponse, html: string): void => {
  for (const match of html.matchAll(/<style\b[^>]*>([^<]*)<\/style>/gi))
    allowInlineStyle(res, match[1]!)
}
