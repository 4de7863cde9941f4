import { describe, expect, it } from 'vitest'

import { previewExpiry, PREVIEW_LIFETIMES } from './previewLifetimes'
import { signPreviewToken, verifyPreviewToken } from './previewToken'

const SECRET = 'a-test-secret-of-enough-length-0123456789'
const NOW = Date.UTC(2026, 0, 1, 12, 0, 0)
const grant = { content: 'projects', id: 7, expiresAt: NOW + 15 * 60_000 }

describe('preview tokens', () => {
  it('verifies a token it signed, with what it grants', () => {
    const check = verifyPreviewToken(signPreviewToken(grant, SECRET), SECRET, NOW)
    expect(check).toEqual({ ok: true, grant })
  })

  it('grants a global without a record id', () => {
    const token = signPreviewToken({ content: 'personal-info', expiresAt: NOW + 1000 }, SECRET)
    expect(verifyPreviewToken(token, SECRET, NOW)).toEqual({
      ok: true,
      grant: { content: 'personal-info', expiresAt: NOW + 1000 },
    })
  })

  it('refuses it from its expiry on', () => {
    const token = signPreviewToken(grant, SECRET)
    expect(verifyPreviewToken(token, SECRET, grant.expiresAt - 1).ok).toBe(true)
    expect(verifyPreviewToken(token, SECRET, grant.expiresAt)).toEqual({
      ok: false,
      reason: 'expired',
    })
  })

  it('refuses changed claims, a changed signature and another secret as forged', () => {
    const token = signPreviewToken(grant, SECRET)
    const [body, signature] = token.split('.') as [string, string]
    const longer = Buffer.from(
      JSON.stringify({ c: 'projects', i: 7, e: Math.ceil(NOW / 1000) + 86_400 }),
    ).toString('base64url')
    const otherContent = Buffer.from(JSON.stringify({ c: 'skills', i: 7, e: 1 })).toString(
      'base64url',
    )
    // The last character's low bits are base64 padding: a change there must be refused too.
    const last = signature.at(-1)!
    const flipped = `${signature.slice(0, -1)}${String.fromCharCode(last.charCodeAt(0) ^ 1)}`
    for (const forged of [
      `${longer}.${signature}`,
      `${otherContent}.${signature}`,
      `${body}.${flipped}`,
    ]) {
      expect(verifyPreviewToken(forged, SECRET, NOW)).toEqual({ ok: false, reason: 'forged' })
    }
    expect(verifyPreviewToken(token, `${SECRET}x`, NOW)).toEqual({ ok: false, reason: 'forged' })
  })

  it('refuses anything not shaped like a token, and any token without a secret', () => {
    for (const junk of [
      undefined,
      null,
      '',
      'abc',
      'a.b',
      `${'x'.repeat(500)}.${'y'.repeat(43)}`,
    ]) {
      expect(verifyPreviewToken(junk, SECRET, NOW)).toEqual({ ok: false, reason: 'malformed' })
    }
    expect(verifyPreviewToken(signPreviewToken(grant, SECRET), '', NOW).ok).toBe(false)
    expect(() => signPreviewToken(grant, '')).toThrow(/secret/)
  })

  it('refuses signed claims of the wrong shape', () => {
    // Signed with the right key, but not claims this code issues: still never trusted.
    const token = signPreviewToken({ content: 'Projects; drop', expiresAt: NOW + 1000 }, SECRET)
    expect(verifyPreviewToken(token, SECRET, NOW)).toEqual({ ok: false, reason: 'malformed' })
  })
})

describe('preview token lifetimes', () => {
  it('keeps one expiry within a step, so the same address is issued again', () => {
    const { ttlMs, stepMs } = PREVIEW_LIFETIMES.live
    const first = previewExpiry('live', NOW + 1)
    expect(previewExpiry('live', NOW + stepMs - 1)).toBe(first)
    expect(first - NOW).toBeGreaterThanOrEqual(ttlMs)
    expect(first - NOW).toBeLessThanOrEqual(ttlMs + stepMs)
  })

  it('gives a preview link about fifteen minutes', () => {
    const lifetime = previewExpiry('link', NOW) - NOW
    expect(lifetime).toBeGreaterThanOrEqual(15 * 60_000)
    expect(lifetime).toBeLessThanOrEqual(16 * 60_000)
  })
})
