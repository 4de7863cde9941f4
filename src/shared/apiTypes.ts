/**
 * The contract's shapes (spec sections 3 and 7), for the server and the site (`import type`);
 * the records' DTOs are generated from their schemas into contract-types.ts.
 */
import type { ContractSchemas } from './contract-types'

/** One rendition of an uploaded image. */
export type ImageVariant = { url: string; width: number; height: number }

/** An uploaded image with its responsive WebP renditions (thumbnail, card, cardLarge, social). */
export type MediaDto = ContractSchemas['Media']

export type ProjectDto = ContractSchemas['Project']

/** A post or case study (issue 33), its body as plain text and as rich text. */
export type PostDto = ContractSchemas['Post']

/** Rich text as data (a project's `longDescriptionRich`): blocks of text runs, never HTML. */
export type RichTextDto = ContractSchemas['RichText']

/** A paragraph, heading, quote, list, image or code block of rich text. */
export type RichTextBlock = ContractSchemas['RichTextBlock']

/** A run of text, a link around runs, or a line break. */
export type RichTextInline = ContractSchemas['RichTextInline']

/** A run of text with its marks (bold, italic, underline, strikethrough, inline code). */
export type RichTextSpan = ContractSchemas['RichTextSpan']

export type SkillDto = ContractSchemas['Skill']

export type ExperienceDto = ContractSchemas['Experience']

export type EducationDto = ContractSchemas['Education']

export type InterestDto = ContractSchemas['Interest']

export type PersonalInfoDto = ContractSchemas['PersonalInfo']

export type SiteTextsDto = ContractSchemas['SiteTexts']

export type InquiryDto = ContractSchemas['Inquiry']

/** The contact form's answer while the database is down: kept, delivered once it is back (202). */
export type InquiryAccepted = ContractSchemas['InquiryAccepted']

/** What a visitor sends from the contact form. */
export type InquiryInput = { name: string; email: string; subject?: string; message: string }

export type SmtpConfigDto = ContractSchemas['SmtpConfig']

export type UserProfileDto = ContractSchemas['UserProfile']

export type Pagination = ContractSchemas['Pagination']

export type ListResponse<T> = { data: T[]; pagination: Pagination }
export type ItemResponse<T> = { data: T }

export type ApiErrorBody = ContractSchemas['Error']

/** `GET /smtp-config/test`: whether the test message went out, and what happened. */
export type SmtpTestResultDto = ContractSchemas['SmtpTestResult']
