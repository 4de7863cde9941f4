import { timingSafeEqual } from 'node:crypto'

import { purposeMac } from '../crypto/purposeMac'

/**
 * The signed tokens of projects under NDA (issue 49), both made with the server's secret:
 * - a share link's token, `{linkId}.{mac}` of the link's id and creation time: the database keeps
 *   no token, so a leaked dump cannot make one, while the owner can be shown the link at any time;
 * - the access cookie, `project-access-{projectId}` = `{expires}.{via}.{mac}`: this visitor may
 *   read this project until `expires`, opened with its password (`p`, bound to the password's
 *   hash, so a new password closes it) or with link `l{id}` (checked again at each read, so a
 *   revoked link closes it).
 */
const PROJECT_ACCESS_COOKIE_PREFIX = 'project-access-'

/** The cookie only travels with the project reads. */
export const PROJECT_ACCESS_COOKIE_PATH = '/api/projects'

/** How long an opened project stays open for the visitor (a link's own expiry may be sooner). */
export const PROJECT_ACCESS_SECONDS = 12 * 60 * 60

export const projectAccessCookieName = (projectId: number): string =>
  `${PROJECT_ACCESS_COOKIE_PREFIX}${projectId}`

/** Whether a request's Cookie header carries any project's access cookie. */
export const carriesProjectAccess = (cookieHeader: string | undefined): boolean =>
  (cookieHeader ?? '')
    .split(';')
    .some((part) => part.trim().startsWith(PROJECT_ACCESS_COOKIE_PREFIX))

const mac = (purpose: string, secret: string, ...parts: (string | number)[]): string => {
  if (!secret) throw new Error('A project access token needs the Payload secret')
  return purposeMac(purpose, secret, parts.join('\0')).toString('base64url')
}

/** Compared as text, in constant time. */
const same = (given: string, expected: string): boolean => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The creation time binds the token to this row: an id used again gets another token. */
export const shareLinkToken = (linkId: number, createdAt: string, secret: string): string =>
  `${linkId}.${mac('project-share-link', secret, linkId, new Date(createdAt).toISOString())}`

/** The link id a token names, before its nonce is looked up; null when it is no token at all. */
export const linkIdOfToken = (token: string): number | null => {
  const match = /^([1-9]\d{0,9})\.[A-Za-z0-9_-]{43}$/.exec(token)
  return match ? Number(match[1]) : null
}

export const verifyShareLinkToken = (
  token: string,
  link: { id: number; createdAt: string },
  secret: string,
): boolean => same(token, shareLinkToken(link.id, link.createdAt, secret))

/** How a visitor opened a project: its password (bound to its hash) or a share link. */
export type AccessVia =
  { kind: 'password'; passwordHash: string } | { kind: 'link'; linkId: number }

const viaCode = (via: AccessVia): string => (via.kind === 'password' ? 'p' : `l${via.linkId}`)

const cookieMac = (projectId: number, expires: number, via: AccessVia, secret: string) =>
  mac(
    'project-access',
    secret,
    projectId,
    expires,
    viaCode(via),
    via.kind === 'password' ? via.passwordHash : '',
  )

/** The access cookie's value; `expires` in epoch seconds. */
export const signProjectAccess = (
  projectId: number,
  expires: number,
  via: AccessVia,
  secret: string,
): string => `${expires}.${viaCode(via)}.${cookieMac(projectId, expires, via, secret)}`

/** What an access cookie claims, read before it is checked: the check needs the project's state. */
export type AccessClaim = { expires: number; via: 'password' } | { expires: number; via: number }

export const readProjectAccess = (value: string | undefined): AccessClaim | null => {
  const match = /^(\d{1,12})\.(p|l[1-9]\d{0,9})\.[A-Za-z0-9_-]{43}$/.exec(value ?? '')
  if (!match) return null
  const expires = Number(match[1])
  return match[2] === 'p'
    ? { expires, via: 'password' }
    : { expires, via: Number(match[2]!.slice(1)) }
}

/** Whether the cookie's value is this server's, for this project, opened as `via`, not expired. */
export const verifyProjectAccess = (
  value: string,
  projectId: number,
  via: AccessVia,
  secret: string,
  now: number = Date.now(),
): boolean => {
  const claim = readProjectAccess(value)
  if (!claim || claim.expires * 1000 <= now) return false
  return same(value, signProjectAccess(projectId, claim.expires, via, secret))
}
