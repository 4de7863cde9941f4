import { z } from 'zod'

import { audienceEventSchema, audienceStatsSchema } from '../audience/audienceSchemas'
import { CONTENT_RESOURCES } from '../contentResources'
import { loginResultSchema, loginSchema, userProfileSchema } from '../auth/authSchemas'
import { contentSchemas } from '../content/contentRoutes'
import { healthSchema } from '../health/healthRoutes'
import { importReportSchema } from '../import/importSchemas'
import { jsonResumeDocument } from '../../import/jsonResume/jsonResumeDocument'
import { livePreviewInputSchema } from '../preview/previewRoutes'
import { projectAccessSchema } from '../projects/projectAccess'
import { inquiryAcceptedSchema } from '../inquiries/acceptInquiry'
import { inquiryCreateSchema, inquiryDtoSchema } from '../inquiries/inquirySchemas'
import { personalInfoDtoSchema, personalInfoUpdateSchema } from '../../records/personalInfoSchemas'
import {
  errorBodySchema,
  itemEnvelope,
  listEnvelope,
  paginationSchema,
} from '../response/envelopeSchemas'
import { mediaDtoSchema } from '../../records/serializeMedia'
import {
  richTextBlockSchema,
  richTextInlineSchema,
  richTextSchema,
  richTextSpanSchema,
} from '../../records/richTextSchemas'
import { languagesDtoSchema, languagesInputSchema } from '../languages/languageSchemas'
import { siteTextsDtoSchema } from '../site-texts/siteTextsSchemas'
import {
  testimonialDtoSchema,
  testimonialInvitationSchema,
  testimonialSubmissionSchema,
  testimonialSubmittedSchema,
} from '../testimonials/testimonialSchemas'
import {
  smtpConfigDtoSchema,
  smtpConfigUpdateSchema,
  smtpTestResultSchema,
  smtpToggleSchema,
} from '../smtp-config/smtpConfigSchemas'

const content = CONTENT_RESOURCES.map(contentSchemas)

/** The document itself, loosely: its own rules are OpenAPI's, not this contract's. */
const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
})

/** Request bodies, by component name: the very schemas the routes validate with. */
export const requestSchemas: Record<string, z.ZodType> = {
  LoginInput: loginSchema,
  ...Object.assign({}, ...content.map(({ requests }) => requests)),
  PersonalInfoUpdate: personalInfoUpdateSchema,
  LanguagesInput: languagesInputSchema,
  InquiryInput: inquiryCreateSchema,
  TestimonialInput: testimonialSubmissionSchema,
  SmtpConfigUpdate: smtpConfigUpdateSchema,
  SmtpToggle: smtpToggleSchema,
  LivePreviewInput: livePreviewInputSchema,
  AudienceEventInput: audienceEventSchema,
  ProjectAccessInput: projectAccessSchema,
  JsonResume: jsonResumeDocument,
}

/** Response bodies, by component name. */
export const responseSchemas: Record<string, z.ZodType> = {
  Error: errorBodySchema,
  Pagination: paginationSchema,
  Media: mediaDtoSchema,
  RichText: richTextSchema,
  RichTextBlock: richTextBlockSchema,
  RichTextInline: richTextInlineSchema,
  RichTextSpan: richTextSpanSchema,
  Health: healthSchema,
  OpenApiDocument: openApiDocumentSchema,
  UserProfile: userProfileSchema,
  LoginResult: loginResultSchema,
  LoginResponse: itemEnvelope(loginResultSchema),
  UserProfileResponse: itemEnvelope(userProfileSchema),
  ...Object.assign({}, ...content.map(({ responses }) => responses)),
  PersonalInfo: personalInfoDtoSchema,
  PersonalInfoResponse: itemEnvelope(personalInfoDtoSchema),
  SiteTexts: siteTextsDtoSchema,
  SiteTextsResponse: itemEnvelope(siteTextsDtoSchema),
  Languages: languagesDtoSchema,
  LanguagesResponse: itemEnvelope(languagesDtoSchema),
  Inquiry: inquiryDtoSchema,
  InquiryList: listEnvelope(inquiryDtoSchema),
  InquiryResponse: itemEnvelope(inquiryDtoSchema),
  InquiryAccepted: inquiryAcceptedSchema,
  InquiryAcceptedResponse: itemEnvelope(inquiryAcceptedSchema),
  Testimonial: testimonialDtoSchema,
  TestimonialList: itemEnvelope(z.array(testimonialDtoSchema)),
  TestimonialInvitation: testimonialInvitationSchema,
  TestimonialInvitationResponse: itemEnvelope(testimonialInvitationSchema),
  TestimonialSubmitted: testimonialSubmittedSchema,
  TestimonialSubmittedResponse: itemEnvelope(testimonialSubmittedSchema),
  SmtpConfig: smtpConfigDtoSchema,
  SmtpConfigResponse: itemEnvelope(smtpConfigDtoSchema),
  SmtpTestResult: smtpTestResultSchema,
  SmtpTestResponse: itemEnvelope(smtpTestResultSchema),
  AudienceStats: audienceStatsSchema,
  AudienceStatsResponse: itemEnvelope(audienceStatsSchema),
  ImportReport: importReportSchema,
  ImportReportResponse: itemEnvelope(importReportSchema),
  LivePreviewResponse: itemEnvelope(
    z.union([...CONTENT_RESOURCES.map((resource) => resource.schemas.dto), personalInfoDtoSchema]),
  ),
}
