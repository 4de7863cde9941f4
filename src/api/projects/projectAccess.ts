import type { Request, Response } from 'express'
import type { Payload } from 'payload'
import { z } from 'zod'

import { audienceRecorderFor } from '../../audience/audienceRecorder'
import { failureLimits } from '../../platform/db/failureLimits'
import { CACHING } from '../../platform/http/cachePolicies'
import { addressKeyOf } from '../../platform/http/addressKey'
import {
  type AccessVia,
  linkIdOfToken,
  PROJECT_ACCESS_COOKIE_PATH,
  PROJECT_ACCESS_SECONDS,
  projectAccessCookieName,
  readProjectAccess,
  signProjectAccess,
  verifyProjectAccess,
  verifyShareLinkToken,
} from '../../platform/projectAccess/accessTokens'
import { verifyPassword } from '../../platform/projectAccess/passwordHash'
import { PROJECT_LIMITS } from '../../shared/model'
import type { ProjectDto } from '../../shared/apiTypes'
import { ApiError } from '../errors/apiError'

const password = z
  .string({ error: 'Must be text.' })
  .min(1, { error: 'Type the password.' })
  .max(PROJECT_LIMITS.password.max, { error: `At most ${PROJECT_LIMITS.password.max} characters.` })
  .describe('What the visitor typed.')

const link = z
  .string({ error: 'Must be text.' })
  .min(1, { error: 'Not a share link.' })
  .max(100, { error: 'Not a share link.' })
  .describe('The `access` parameter of a share link.')

/** What the visitor typed, or the token of the share link they followed (which wins). */
export const projectAccessSchema = z
  .strictObject({ password: password.optional(), link: link.optional() })
  .refine((body) => body.password !== undefined || body.link !== undefined, {
    error: 'Send the password or the share link.',
  })
  // The refinement above, as the OpenAPI document states it (a refinement has no JSON Schema).
  .meta({ anyOf: [{ required: ['password'] }, { required: ['link'] }] })

type ProjectAccessInput = z.infer<typeof projectAccessSchema>

/** Wrong passwords (and links) one address may send per window, to any project. */
const FAILURES_PER_ADDRESS = 10
/** Wrong passwords one project may be sent per window, from anywhere. */
const FAILURES_PER_PROJECT = 30
const limits = failureLimits({ prefix: 'project-access', windowMs: 15 * 60_000 })

const limitsOf = (projectId: number, address: string | undefined) => [
  { key: `project:${projectId}`, max: FAILURES_PER_PROJECT },
  ...(address ? [{ key: `address:${addressKeyOf(address)}`, max: FAILURES_PER_ADDRESS }] : []),
]

type ProtectedState = { visibility: string | null; passwordHash: string | null }

/** The stored state a check needs, read past the hidden field rule (the hash never leaves here). */
const protectedStateOf = async (payload: Payload, projectId: number): Promise<ProtectedState> => {
  const doc = (await payload.db.findOne({
    collection: 'projects',
    where: { id: { equals: projectId } },
    select: { visibility: true, passwordHash: true },
    req: undefined,
  })) as Partial<ProtectedState> | null
  return { visibility: doc?.visibility ?? null, passwordHash: doc?.passwordHash ?? null }
}

type LinkRow = {
  id: number
  project: number | { id: number }
  expiresAt: string
  revoked?: boolean | null
  createdAt: string
}

const findLink = async (payload: Payload, id: number): Promise<LinkRow | null> =>
  (await payload.db.findOne({
    collection: 'project-links',
    where: { id: { equals: id } },
    req: undefined,
  })) as LinkRow | null

const projectOfLink = (link: LinkRow): number =>
  typeof link.project === 'object' ? link.project.id : link.project

/** Why a link that is this project's opens nothing, or null when it opens it. */
const linkRefusal = (link: LinkRow, now = Date.now()): ApiError | null => {
  if (link.revoked)
    return new ApiError(410, 'link_revoked', 'This link was withdrawn by the owner.')
  if (Date.parse(link.expiresAt) <= now)
    return new ApiError(410, 'link_expired', 'This link has expired.')
  return null
}

const cookieOf = (req: Request, name: string): string | undefined => {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim()
  }
  return undefined
}

/**
 * Whether this request may read the protected project whole: its access cookie is this server's,
 * for this project, not expired, and what opened it still does (the same password; the link
 * neither revoked nor expired).
 */
export const opensProject = async (
  payload: Payload,
  req: Request,
  project: Pick<ProjectDto, 'id' | 'visibility'>,
): Promise<boolean> => {
  if (project.visibility === 'public') return true
  const value = cookieOf(req, projectAccessCookieName(project.id))
  const claim = readProjectAccess(value)
  if (!value || !claim) return false
  if (claim.via === 'password') {
    const state = await protectedStateOf(payload, project.id)
    if (state.visibility !== 'password' || !state.passwordHash) return false
    return verifyProjectAccess(
      value,
      project.id,
      { kind: 'password', passwordHash: state.passwordHash },
      payload.secret,
    )
  }
  if (!verifyProjectAccess(value, project.id, { kind: 'link', linkId: claim.via }, payload.secret))
    return false
  const link = await findLink(payload, claim.via)
  return Boolean(link && projectOfLink(link) === project.id && !linkRefusal(link))
}

const setAccessCookie = (
  req: Request,
  res: Response,
  projectId: number,
  via: AccessVia,
  until: number,
  secret: string,
): void => {
  const expires = Math.floor(Math.min(until, Date.now() + PROJECT_ACCESS_SECONDS * 1000) / 1000)
  res.cookie(
    projectAccessCookieName(projectId),
    signProjectAccess(projectId, expires, via, secret),
    {
      httpOnly: true,
      sameSite: 'lax',
      secure: req.secure,
      path: PROJECT_ACCESS_COOKIE_PATH,
      expires: new Date(expires * 1000),
      // Its value is base64url and digits: nothing to escape.
      encode: String,
    },
  )
}

const wrongPassword = () =>
  new ApiError(401, 'wrong_password', 'That password is not right. Check it and try again.')

/**
 * Opens a protected project for this visitor with its password or a share link: sets its access
 * cookie and answers nothing else (the caller reads the project with the cookie). Wrong guesses
 * are limited per address and per project; each use of a link is counted in the audience figures.
 */
export const openProject = async (
  payload: Payload,
  req: Request,
  res: Response,
  project: Pick<ProjectDto, 'id' | 'visibility'>,
  input: ProjectAccessInput,
): Promise<void> => {
  // The answer is the project whole: nobody keeps or indexes it.
  res.set({ 'Cache-Control': CACHING.private, 'X-Robots-Tag': 'noindex' })
  if (project.visibility === 'public') return
  const address = req.ip
  const wait = await limits.secondsUntilAccepted(payload, limitsOf(project.id, address))
  if (wait > 0)
    throw new ApiError(
      429,
      'too_many_attempts',
      'Too many wrong attempts for this project. Please wait a few minutes, then try again.',
      undefined,
      wait,
    )
  const refuse = async (error: ApiError): Promise<never> => {
    await limits.countFailure(payload, limitsOf(project.id, address))
    throw error
  }

  if (input.link === undefined) {
    const typed = input.password ?? ''
    const state = await protectedStateOf(payload, project.id)
    if (state.visibility !== 'password' || !state.passwordHash) return refuse(wrongPassword())
    if (!(await verifyPassword(typed, state.passwordHash))) return refuse(wrongPassword())
    const via: AccessVia = { kind: 'password', passwordHash: state.passwordHash }
    setAccessCookie(req, res, project.id, via, Infinity, payload.secret)
    return
  }

  const token = input.link
  const linkId = linkIdOfToken(token)
  const link = linkId === null ? null : await findLink(payload, linkId)
  if (
    !link ||
    projectOfLink(link) !== project.id ||
    !verifyShareLinkToken(token, link, payload.secret)
  )
    return refuse(new ApiError(401, 'invalid_link', 'This link is not valid for this project.'))
  const refusal = linkRefusal(link)
  if (refusal) throw refusal
  setAccessCookie(
    req,
    res,
    project.id,
    { kind: 'link', linkId: link.id },
    Date.parse(link.expiresAt),
    payload.secret,
  )
  // Only this column: the owner may be editing the link's other fields at the same moment.
  await (
    payload.db as unknown as {
      pool: { query: (sql: string, values: unknown[]) => Promise<unknown> }
    }
  ).pool.query('UPDATE project_links SET uses = coalesce(uses, 0) + 1 WHERE id = $1', [link.id])
  audienceRecorderFor(payload).record(
    { ip: address ?? '', headers: req.headers },
    { type: 'share', path: `/projects/${project.id}`, target: `/projects/${project.id}` },
  )
}
