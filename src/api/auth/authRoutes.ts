import type { ApiRoute } from '../apiRoute'
import { parseInput } from '../request/parseInput'
import { requestUser } from './authenticate'
import { loginSchema } from './authSchemas'
import { logIn } from './logIn'
import { requireAdmin } from './requireAdmin'
import { serializeUserProfile } from './serializeUserProfile'

/** `POST /auth/login` → `{ data: { token, user } }`; `GET /auth/verify` → `{ data: user }` or 401. */
export const authRoutes: ApiRoute[] = [
  {
    method: 'post',
    path: '/auth/login',
    tag: 'Auth',
    summary: 'Log in; answers the Bearer token for admin calls',
    description:
      'Give email (or username) and password. Wrong credentials answer 401 invalid_credentials; after 5 failed attempts the account is locked for 10 minutes (429 account_locked, with Retry-After). Updates lastLoginAt.',
    body: 'LoginInput',
    success: { status: 200, schema: 'LoginResponse', description: 'Token and profile.' },
    errors: [401, 429],
    handlers: (payload) => [
      async (req, res) => {
        const { email, username, password } = parseInput(loginSchema, req.body)
        // A locked account's 429 carries its Retry-After (sendApiError sends it).
        const data = await logIn(payload, (email ?? username)!, password, req.get('user-agent'))
        res.set('Cache-Control', 'no-store').json({ data })
      },
    ],
  },
  {
    method: 'get',
    path: '/auth/verify',
    tag: 'Auth',
    admin: true,
    summary: 'The user behind the token, or 401',
    success: { status: 200, schema: 'UserProfileResponse', description: 'The signed-in user.' },
    handlers: () => [
      requireAdmin,
      (req, res) => {
        res.set('Cache-Control', 'no-store').json({ data: serializeUserProfile(requestUser(req)!) })
      },
    ],
  },
]
