import { timingSafeEqual } from 'node:crypto'

import { purposeMac } from '../crypto/purposeMac'

export const PREVIEW_TOKEN_HEADER = 'x-preview-token'

export const PREVIEW_QUERY_PARAM = 'preview'

/** The drafts of one collection or global until `expiresAt`. */
export type PreviewGrant = {
  content: string
  /** The record the preview was opened for, for the page to land on. */
  id?: number
  /** Epoch milliseconds. */
  expiresAt: number
}

export type PreviewRefusal = 'malformed' | 'forged' | 'expired'

export type PreviewCheck = { ok: true; grant: PreviewGrant } | { ok: false; reason: PreviewRefusal }

/** Kept short: the token travels in a URL. */
type Claims = { c: string; i?: number; e: number }

const mac = (body: string, secret: string): Buffer => purposeMac('preview-token', secret, body)

export const signPreviewToken = (grant: PreviewGrant, secret: string): string => {
  if (!secret) throw new Error('A preview token needs the Payload secret')
  const claims: Claims = {
    c: grant.content,
    ...(grant.id !== undefined ? { i: grant.id } : {}),
    e: Math.ceil(grant.expiresAt / 1000),
  }
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url')
  return `${body}.${mac(body, secret).toString('base64url')}`
}

const isClaims = (value: unknown): value is Claims => {
  if (!value || typeof value !== 'object') return false
  const { c, i, e } = value as Record<string, unknown>
  return (
    typeof c === 'string' &&
    /^[a-z][a-z-]{0,39}$/.test(c) &&
    (i === undefined || (Number.isSafeInteger(i) && (i as number) > 0)) &&
    Number.isSafeInteger(e)
  )
}

/** The signature (constant time) first: nothing inside an unsigned token is read. */
export const verifyPreviewToken = (
  token: string | null | undefined,
  secret: string,
  now: number = Date.now(),
): PreviewCheck => {
  const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '')
  if (!match || !secret) return { ok: false, reason: 'malformed' }
  const [, body, signature] = match as unknown as [string, string, string]
  // Compared as text: a signature differing only in base64's unused low bits is refused too.
  const given = Buffer.from(signature)
  const expected = Buffer.from(mac(body, secret).toString('base64url'))
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'forged' }
  }
  let claims: unknown
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return { ok: false, reason: 'malformed' }
  }
  if (!isClaims(claims)) return { ok: false, reason: 'malformed' }
  if (claims.e * 1000 <= now) return { ok: false, reason: 'expired' }
  return {
    ok: true,
    grant: {
      content: claims.c,
      ...(claims.i !== undefined ? { id: claims.i } : {}),
      expiresAt: claims.e * 1000,
    },
  }
}

export const previewRefusalMessage = (reason: PreviewRefusal): string =>
  reason === 'expired'
    ? 'This preview link has expired: open a new one from the admin.'
    : 'This preview link is not valid: open a new one from the admin.'
