import express, { type Router } from 'express'
import type { Payload } from 'payload'

import { ApiError } from './apiError'
import { authenticate } from './auth/authenticate'
import { parseJsonBody } from './http/parseJsonBody'
import { refuseNonJsonBody } from './http/refuseNonJsonBody'
import { authRoutes } from './routes/authRoutes'
import { educationRoutes } from './routes/educationRoutes'
import { experienceRoutes } from './routes/experienceRoutes'
import { healthRoutes } from './routes/healthRoutes'
import { inquiryRoutes } from './routes/inquiryRoutes'
import { interestRoutes } from './routes/interestRoutes'
import { openApiRoutes } from './routes/openApiRoutes'
import { personalInfoRoutes } from './routes/personalInfoRoutes'
import { projectRoutes } from './routes/projectRoutes'
import { skillRoutes } from './routes/skillRoutes'
import { smtpConfigRoutes } from './routes/smtpConfigRoutes'
import { userRoutes } from './routes/userRoutes'
import { sendApiError } from './sendApiError'

/**
 * The public REST contract of spec section 7, mounted at `/api`, in order:
 * health and the OpenAPI document (no body, no auth) → 400 for a write body that is not JSON →
 * JSON body parsing (400 malformed, 413 too large) → Bearer token
 * → route groups → JSON 404 for any other path → the error envelope.
 */
export const createApiRouter = (payload: Payload): Router => {
  const router = express.Router()
  router.use(healthRoutes(payload))
  router.use(openApiRoutes())
  router.use(refuseNonJsonBody)
  router.use(parseJsonBody())
  router.use(authenticate(payload))

  router.use(authRoutes(payload))
  router.use(userRoutes(payload))
  router.use(personalInfoRoutes(payload))
  router.use(projectRoutes(payload))
  router.use(skillRoutes(payload))
  router.use(experienceRoutes(payload))
  router.use(educationRoutes(payload))
  router.use(interestRoutes(payload))
  router.use(inquiryRoutes(payload))
  router.use(smtpConfigRoutes(payload))

  // Anything else under /api is an unknown path: JSON 404, never the SPA or an HTML page.
  router.use((req, _res, next) =>
    next(
      new ApiError(404, 'not_found', `No API route for ${req.method} ${req.baseUrl}${req.path}`),
    ),
  )
  router.use(sendApiError)
  return router
}
