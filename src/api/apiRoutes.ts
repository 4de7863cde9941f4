import type { ApiRoute } from './apiRoute'
import { audienceRoutes } from './audience/audienceRoutes'
import { authRoutes } from './auth/authRoutes'
import { userRoutes } from './auth/userRoutes'
import { contentRoutes } from './content/contentRoutes'
import { CONTENT_RESOURCES } from './contentResources'
import { healthRoute } from './health/healthRoutes'
import { importRoutes } from './import/importRoutes'
import { inquiryRoutes } from './inquiries/inquiryRoutes'
import { languageRoutes } from './languages/languageRoutes'
import { openApiRoute } from './openapi/openApiRoutes'
import { personalInfoRoutes } from './personal-info/personalInfoRoutes'
import { previewRoutes } from './preview/previewRoutes'
import { siteTextsRoutes } from './site-texts/siteTextsRoutes'
import { smtpConfigRoutes } from './smtp-config/smtpConfigRoutes'
import { testimonialRoutes } from './testimonials/testimonialRoutes'

/** Every call of spec section 7, in the spec's order: router, OpenAPI and cache derive from it. */
export const API_ROUTES: readonly ApiRoute[] = [
  ...authRoutes,
  ...personalInfoRoutes,
  ...siteTextsRoutes,
  ...languageRoutes,
  ...CONTENT_RESOURCES.flatMap(contentRoutes),
  ...inquiryRoutes,
  ...testimonialRoutes,
  ...previewRoutes,
  ...smtpConfigRoutes,
  ...userRoutes,
  ...audienceRoutes,
  ...importRoutes,
  healthRoute,
  openApiRoute,
]
