import { createHash } from 'node:crypto'
import type { ServerResponse } from 'node:http'

import { describe, expect, it } from 'vitest'

import { allowInlineStyle, allowInlineStylesIn, inlineSource } from './inlineSource'

/** Just enough of a response to hold headers. */
const response = (policy?: string) => {
  const headers = new Map<string, string>()
  if (policy) headers.set('content-security-policy', policy)
  return {
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    policy: () => headers.get('content-security-policy'),
  }
}
const asResponse = (r: ReturnType<typeof response>) => r as unknown as ServerResponse

const SITE_POLICY = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'"

describe('inlineSource', () => {
  it('is the sha256 of the text as CSP writes it', () => {
    const expected = createHash('sha256').update(':root{--a:1}').digest('base64')
    expect(inlineSource(':root{--a:1}')).toBe(`'sha256-${expected}'`)
  })
})

describe('allowInlineStyle', () => {
  it("adds the style's hash to style-src and nowhere else, never 'unsafe-inline'", () => {
    const res = response(SITE_POLICY)
    allowInlineStyle(asResponse(res), ':root{--a:1}')
    const source = inlineSource(':root{--a:1}')
    expect(res.policy()).toBe(
      `default-src 'self'; script-src 'self'; style-src 'self' ${source}; img-src 'self'`,
    )
    expect(res.policy()).not.toContain('unsafe-inline')
  })

  it('adds one hash once, and leaves a response without a policy alone', () => {
    const res = response(SITE_POLICY)
    allowInlineStyle(asResponse(res), 'a')
    allowInlineStyle(asResponse(res), 'a')
    expect(res.policy()!.split(inlineSource('a')).length).toBe(2)
    const none = response()
    allowInlineStyle(asResponse(none), 'a')
    expect(none.policy()).toBeUndefined()
  })

  it("allows each <style> of a page's copy", () => {
    const res = response(SITE_POLICY)
    allowInlineStylesIn(
      asResponse(res),
      '<head><style id="site-look">:root{--x:1}</style></head><body><style>b{}</style>',
    )
    expect(res.policy()).toContain(
      `style-src 'self' ${inlineSource(':root{--x:1}')} ${inlineSource('b{}')};`,
    )
  })
})
