import type { Endpoint, PayloadRequest } from 'payload'

import { endSessions, listSessions } from '../../src/cms/auth/sessions'

const NO_STORE = { 'Cache-Control': 'private, no-store' }

const signedOut = () =>
  Response.json(
    { errors: [{ message: 'Sign in to see your sessions.' }] },
    { status: 401, headers: NO_STORE },
  )

const currentSid = (req: PayloadRequest) => (req.user as { _sid?: string } | null)?._sid

/**
 * The signed-in owner's own sessions (issue 32) under `/cms-api/users/sessions`: list them, end
 * one, or end all others; an ended session's token is refused on its next request.
 */
export const sessionEndpoints: Endpoint[] = [
  {
    path: '/sessions',
    method: 'get',
    handler: async (req) => {
      if (!req.user) return signedOut()
      return Response.json({ data: await listSessions(req) }, { headers: NO_STORE })
    },
  },
  {
    path: '/sessions/end-others',
    method: 'post',
    handler: async (req) => {
      if (!req.user) return signedOut()
      const current = currentSid(req)
      const ended = await endSessions(req, req.user.id, (sid) => sid !== current)
      return Response.json({ data: { ended } }, { headers: NO_STORE })
    },
  },
  {
    path: '/sessions/:sid',
    method: 'delete',
    handler: async (req) => {
      if (!req.user) return signedOut()
      const sid = String(req.routeParams?.sid ?? '')
      if (sid === currentSid(req))
        return Response.json(
          { errors: [{ message: 'This is the session you are using: log out to end it.' }] },
          { status: 400, headers: NO_STORE },
        )
      const ended = await endSessions(req, req.user.id, (id) => id === sid)
      if (ended === 0)
        return Response.json(
          { errors: [{ message: 'No such session: it may have ended already.' }] },
          { status: 404, headers: NO_STORE },
        )
      return Response.json({ data: { ended } }, { headers: NO_STORE })
    },
  },
]
