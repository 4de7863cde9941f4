import { SECOND_FACTOR_HEADER } from '../../cms/auth/secondFactorErrors'
import { adminRoute } from '../adminRoute'
import type { ApiRoute } from '../apiRoute'
import { ApiError } from '../errors/apiError'
import { parseInput } from '../request/parseInput'
import { loginSchema } from './authSchemas'
import { logIn } from './logIn'
import { serializeUserProfile } from './serializeUserProfile'
import { CACHING } from '../../platform/http/cachePolicies'

/** `POST /auth/login` → `{ data: { token, user } }`; `GET /auth/verify` → `{ data: user }` or 401. */
export const authRoutes: ApiRoute[] = [
  {
    method: 'post',
    path: '/auth/login',
    tag: 'Auth',
    summary: 'Log in; answers the Bearer token for admin calls',
    description:
      'Give email (or username) and password. Wrong credentials answer 401 invalid_credentials; after 5 failed attempts the account is locked for 10 minutes (429 account_locked, with Retry-After). Once the owner turned the second factor on, a right password alone answers 401 second_factor_required: send it again with otp, the 6-digit code of the authenticator app or a recovery code (spent on use). A wrong, expired or already used code answers 401 second_factor_invalid; after 5 wrong codes for the account (or 10 from the address) within 15 minutes every code is refused with 429 too_many_codes (with Retry-After). Updates lastLoginAt.',
    body: 'LoginInput',
    success: { status: 200, schema: 'LoginResponse', description: 'Token and profile.' },
    errors: [401, 429],
    handlers: (payload) => [
      async (req, res) => {
        const { email, username, password, otp } = parseInput(loginSchema, req.body)
        // A locked account's 429 carries its Retry-After (sendApiError sends it).
        const data = await logIn(payload, (email ?? username)!, password, {
          otp,
          userAgent: req.get('user-agent'),
          clientAddress: req.ip,
        }).catch((error: unknown) => {
          // The password was right: the login limit does not count this answer as a failure.
          if (error instanceof ApiError && error.code === 'second_factor_required')
            res.set(SECOND_FACTOR_HEADER, 'required')
          throw error
        })
        res.set('Cache-Control', CACHING.noStore).json({ data })
      },
    ],
  },
  adminRoute({
    method: 'get',
    path: '/auth/verify',
    tag: 'Auth',
    summary: 'The user behind the token, or 401',
    success: { status: 200, schema: 'UserProfileResponse', description: 'The signed-in user.' },
    answer: async (_payload, _req, user) => serializeUserProfile(user),
  }),
]
