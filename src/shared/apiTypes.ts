// The records' DTOs are generated from their schemas into contract-types.ts.
import type { ContractSchemas } from './contract-types'

export type ImageVariant = { url: string; width: number; height: number }

export type MediaDto = ContractSchemas['Media']

export type ProjectDto = ContractSchemas['Project']

export type PostDto = ContractSchemas['Post']

/** Never HTML. */
export type RichTextDto = ContractSchemas['RichText']

export type RichTextBlock = ContractSchemas['RichTextBlock']

export type RichTextInline = ContractSchemas['RichTextInline']

export type RichTextSpan = ContractSchemas['RichTextSpan']

export type SkillDto = ContractSchemas['Skill']

export type ExperienceDto = ContractSchemas['Experience']

export type EducationDto = ContractSchemas['Education']

export type InterestDto = ContractSchemas['Interest']

export type PersonalInfoDto = ContractSchemas['PersonalInfo']

export type SiteTextsDto = ContractSchemas['SiteTexts']

export type InquiryDto = ContractSchemas['Inquiry']

/** The 202 while the database is down. */
export type InquiryAccepted = ContractSchemas['InquiryAccepted']

export type InquiryInput = { name: string; email: string; subject?: string; message: string }

/** An approved testimonial, as Home and a project's page show it. */
export type TestimonialDto = ContractSchemas['Testimonial']

/** What a testimonial link's form shows before the client writes. */
export type TestimonialInvitation = ContractSchemas['TestimonialInvitation']

/** The client's form as `POST /testimonials` takes it (photo: base64 of the image). */
export type TestimonialInput = {
  token: string
  name: string
  role?: string
  company?: string
  text: string
  project?: number | null
  photo?: string | null
  website?: string
}

export type SmtpConfigDto = ContractSchemas['SmtpConfig']

export type UserProfileDto = ContractSchemas['UserProfile']

export type Pagination = ContractSchemas['Pagination']

export type ListResponse<T> = { data: T[]; pagination: Pagination }
export type ItemResponse<T> = { data: T }

export type ApiErrorBody = ContractSchemas['Error']

export type SmtpTestResultDto = ContractSchemas['SmtpTestResult']
