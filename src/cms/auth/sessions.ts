import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

type SessionDetails = { device: string; signedInAt: string; lastActiveAt: string }

export type SessionView = SessionDetails & { id: string; expiresAt: string; current: boolean }

/** One key per session: no read-modify-write of the user, so a sign-in never undoes an end. */
const keyOf = (userId: number | string, sid: string) => `session:${userId}:${sid}`

const KNOWN_DEVICES = 50

/** An admin page load writes at most once a minute. */
const ACTIVITY_RESOLUTION_MS = 60_000

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/curl\//, 'curl'],
]
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
]

export const deviceOf = (userAgent: string | null | undefined): string => {
  const agent = userAgent ?? ''
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1]
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1]
  if (browser && system) return `${browser} on ${system}`
  return browser ?? system ?? (agent ? agent.slice(0, 60) : 'Unknown device')
}

export const sidOfToken = (token: string): string | undefined => {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      sid?: unknown
    }
    return typeof claims.sid === 'string' ? claims.sid : undefined
  } catch {
    return undefined
  }
}

export const recordSignIn = async (
  payload: Payload,
  user: { id: number | string; sessions?: { id: string }[] | null },
  sid: string,
  userAgent: string | null | undefined,
): Promise<void> => {
  const now = new Date().toISOString()
  const details: SessionDetails = {
    device: deviceOf(userAgent),
    signedInAt: now,
    lastActiveAt: now,
  }
  await payload.kv.set(keyOf(user.id, sid), details)
  const live = [sid, ...(user.sessions ?? []).map((session) => session.id)]
  // One statement over this user's keys: listing every key of the store per sign-in grew with
  // whatever else it holds (issue 45, item 12).
  await payload.db.drizzle.execute(
    sql`DELETE FROM payload_kv WHERE key LIKE ${`${keyOf(user.id, '')}%`}
      AND key NOT IN ${live.map((id) => keyOf(user.id, id))}`,
  )
}

export const recordActivity = async (
  payload: Payload,
  userId: number | string,
  sid: string,
): Promise<void> => {
  const details = await payload.kv.get<SessionDetails>(keyOf(userId, sid))
  const now = Date.now()
  if (details && now - Date.parse(details.lastActiveAt) < ACTIVITY_RESOLUTION_MS) return
  await payload.kv.set(keyOf(userId, sid), {
    device: details?.device ?? 'Unknown device',
    signedInAt: details?.signedInAt ?? new Date(now).toISOString(),
    lastActiveAt: new Date(now).toISOString(),
  })
}

type StoredSession = { id: string; createdAt?: string | null; expiresAt: string }

const storedSessions = async (req: PayloadRequest, userId: number | string) => {
  const user = (await req.payload.db.findOne({
    collection: 'users',
    where: { id: { equals: userId } },
    req,
  })) as unknown as ({ sessions?: StoredSession[] } & Record<string, unknown>) | null
  return {
    user,
    sessions: (user?.sessions ?? []).filter((s) => Date.parse(s.expiresAt) > Date.now()),
  }
}

export const listSessions = async (req: PayloadRequest): Promise<SessionView[]> => {
  const current = (req.user as { _sid?: string } | null)?._sid
  const { sessions } = await storedSessions(req, req.user!.id)
  const views = await Promise.all(
    sessions.map(async (session): Promise<SessionView> => {
      const details = await req.payload.kv.get<SessionDetails>(keyOf(req.user!.id, session.id))
      const signedInAt = details?.signedInAt ?? session.createdAt ?? session.expiresAt
      return {
        id: session.id,
        device: details?.device ?? 'Unknown device',
        signedInAt,
        lastActiveAt: details?.lastActiveAt ?? signedInAt,
        expiresAt: session.expiresAt,
        current: session.id === current,
      }
    }),
  )
  return views.sort((a, b) => Date.parse(b.lastActiveAt) - Date.parse(a.lastActiveAt))
}

export const endSessions = async (
  req: PayloadRequest,
  userId: number | string,
  ending: (sid: string) => boolean,
): Promise<number> => {
  const { user, sessions } = await storedSessions(req, userId)
  if (!user) return 0
  const ended = sessions.filter((session) => ending(session.id))
  if (ended.length === 0) return 0
  await req.payload.db.updateOne({
    collection: 'users',
    id: userId,
    // As Payload's own logout does: only the sessions change, not the record's updatedAt.
    data: { ...user, sessions: sessions.filter((session) => !ending(session.id)), updatedAt: null },
    req,
    returning: false,
  })
  await Promise.all(ended.map((session) => req.payload.kv.delete(keyOf(userId, session.id))))
  return ended.length
}

/** The very first sign-in is no new device. */
export const isNewDevice = async (
  payload: Payload,
  userId: number | string,
  device: string,
): Promise<boolean> => {
  const key = `known-devices:${userId}`
  const known = (await payload.kv.get<string[]>(key)) ?? []
  if (known.includes(device)) return false
  await payload.kv.set(key, [...known, device].slice(-KNOWN_DEVICES))
  return known.length > 0
}
