import { expect, it } from 'vitest'

import { TEST_ADMIN } from '../../helpers/serverProcess'
import { ownServer } from '../ownServer'

/**
 * Issue 32's sessions, on a server of its own (ending sessions would sign other files out): the
 * owner lists the signed-in sessions with their devices, ends the others, whose tokens are then
 * refused, and a new password ends every session but the one that set it.
 */
const server = await ownServer()

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'

const adminLogin = async (userAgent: string, password = TEST_ADMIN.password) => {
  const res = await fetch(`${server.baseURL}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ email: TEST_ADMIN.email, password }),
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { token: string }).token
}

const contractLogin = async (userAgent: string) => {
  const res = await fetch(`${server.baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify(TEST_ADMIN),
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { data: { token: string } }).data.token
}

const as = (token: string, path: string, method = 'GET', body?: unknown) =>
  fetch(`${server.baseURL}${path}`, {
    method,
    headers: {
      authorization: `JWT ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

type Session = { id: string; device: string; current: boolean; lastActiveAt: string }
const sessionsOf = async (token: string) => {
  const res = await as(token, '/cms-api/users/sessions')
  expect(res.status).toBe(200)
  expect(res.headers.get('cache-control')).toBe('private, no-store')
  return ((await res.json()) as { data: Session[] }).data
}

/** Whether a token still signs in: the contract's verify answers 401 once its session ended. */
const stillSignedIn = async (token: string) =>
  (
    await fetch(`${server.baseURL}/api/auth/verify`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).status

it('lists the sessions with their devices and ends the others, whose tokens then fail', async () => {
  const laptop = await adminLogin(CHROME_LINUX)
  const other = await contractLogin(FIREFOX_WINDOWS)
  const listed = await sessionsOf(laptop)
  const mine = listed.find((session) => session.current)
  expect(mine?.device).toBe('Chrome on Linux')
  expect(listed.filter((session) => session.current)).toHaveLength(1)
  expect(listed.map((session) => session.device)).toContain('Firefox on Windows')

  // The session in use is ended by logging out, not from the list.
  expect((await as(laptop, `/cms-api/users/sessions/${mine!.id}`, 'DELETE')).status).toBe(400)
  expect((await as(laptop, '/cms-api/users/sessions/no-such-session', 'DELETE')).status).toBe(404)

  expect(await stillSignedIn(other)).toBe(200)
  const ended = await as(laptop, '/cms-api/users/sessions/end-others', 'POST')
  expect(((await ended.json()) as { data: { ended: number } }).data.ended).toBeGreaterThanOrEqual(1)
  expect(await stillSignedIn(other)).toBe(401)
  expect(await stillSignedIn(laptop)).toBe(200)
  expect((await sessionsOf(laptop)).map((session) => session.id)).toEqual([mine!.id])
})

it('ends one chosen session', async () => {
  const laptop = await adminLogin(CHROME_LINUX)
  const phone = await contractLogin(FIREFOX_WINDOWS)
  const phoneSession = (await sessionsOf(phone)).find((session) => session.current)!
  expect((await as(laptop, `/cms-api/users/sessions/${phoneSession.id}`, 'DELETE')).status).toBe(
    200,
  )
  expect(await stillSignedIn(phone)).toBe(401)
  expect(await stillSignedIn(laptop)).toBe(200)
})

it('a new password ends every other session', async () => {
  const laptop = await adminLogin(CHROME_LINUX)
  const other = await contractLogin(FIREFOX_WINDOWS)
  const me = (await (await as(laptop, '/cms-api/users/me')).json()) as { user: { id: number } }
  const changed = await as(laptop, `/cms-api/users/${me.user.id}`, 'PATCH', {
    password: 'Quiet-harbour-Lantern-61!',
  })
  expect(changed.status, await changed.text()).toBe(200)
  expect(await stillSignedIn(other)).toBe(401)
  expect(await stillSignedIn(laptop)).toBe(200)
})

it('shows nobody’s sessions without signing in', async () => {
  expect((await fetch(`${server.baseURL}/cms-api/users/sessions`)).status).toBe(401)
})
