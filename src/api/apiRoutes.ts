import type { ApiRoute } from './apiRoute'
import { authRoutes } from './auth/authRoutes'
import { userRoutes } from './auth/userRoutes'
import { contentRoutes } from './content/contentRoutes'
import { educationResource } from './education/educationResource'
import { experienceResource } from './experiences/experienceResource'
import { interestResource } from './interests/interestResource'
import { projectResource } from './projects/projectResource'
import { healthRoute } from './health/healthRoutes'
import { inquiryRoutes } from './inquiries/inquiryRoutes'
import { openApiRoute } from './openapi/openApiRoutes'
import { personalInfoRoutes } from './personal-info/personalInfoRoutes'
import { skillCategoryRoute, skillResource } from './skills/skillResource'
import { smtpConfigRoutes } from './smtp-config/smtpConfigRoutes'

/**
 * The route table: every call of spec section 7 (reading A), in the order the spec lists
 * them. The router mounts it (`createApiRouter`), the OpenAPI document describes it
 * (`buildOpenApiDocument`) and the public-read cache takes its table from it (`publicReadsOf`).
 */
export const API_ROUTES: readonly ApiRoute[] = [
  ...authRoutes,
  ...personalInfoRoutes,
  ...contentRoutes(projectResource),
  ...contentRoutes(skillResource),
  skillCategoryRoute,
  ...contentRoutes(experienceResource),
  ...contentRoutes(educationResource),
  ...contentRoutes(interestResource),
  ...inquiryRoutes,
  ...smtpConfigRoutes,
  ...userRoutes,
  healthRoute,
  openApiRoute,
]
