import { z } from 'zod'

import type { ProjectDto } from '../../shared/apiTypes'
import { mediaDtoSchema } from './envelopeSchemas'
import {
  mediaId,
  optionalDate,
  optionalHttpUrl,
  optionalText,
  requiredText,
  slugInput,
  textList,
} from './fieldSchemas'

/** `sortBy` values of the project lists. */
export const PROJECT_SORT_FIELDS = [
  'id',
  'title',
  'category',
  'featured',
  'startDate',
  'endDate',
  'createdAt',
  'updatedAt',
] as const

export const PROJECT_STATUSES = ['completed', 'in-progress', 'maintained', 'planned'] as const

const galleryItem = z.union([
  requiredText(2048).describe('An emoji, text or image URL.'),
  z.object({ media: mediaId }).describe('An uploaded image, by media id.'),
])

/** Every writable project field, all optional; `projectCreateSchema` requires some. */
const projectFields = {
  title: requiredText(200),
  slug: slugInput.describe('Derived from the title when omitted on create; a new value renames.'),
  description: requiredText(2000),
  longDescription: z
    .string({ error: 'Must be text.' })
    .max(20_000)
    .nullable()
    .describe('Plain text; blank lines separate paragraphs.'),
  image: optionalText(2048).describe(
    "Emoji, text or URL. Replaces an uploaded cover unless it is that cover's URL.",
  ),
  coverImage: mediaId.nullable().describe('Media id of an uploaded cover image; null removes it.'),
  category: requiredText(100).describe('e.g. Web App, Open Source, Mobile App.'),
  technologies: textList(100),
  liveUrl: optionalHttpUrl,
  githubUrl: optionalHttpUrl,
  featured: z.boolean({ error: 'Must be true or false.' }),
  startDate: optionalDate,
  endDate: optionalDate,
  status: z
    .enum(PROJECT_STATUSES, { error: `Must be one of ${PROJECT_STATUSES.join(', ')}.` })
    .nullable(),
  teamSize: z.number({ error: 'Must be a number.' }).int().min(1).max(1000).nullable(),
  myRole: optionalText(200),
  tags: textList(100),
  features: textList(1000),
  challenges: textList(1000),
  solutions: textList(1000),
  gallery: z
    .array(galleryItem, { error: 'Must be a list.' })
    .max(30)
    .describe("Strings are kept as text; an uploaded image's URL keeps pointing at that upload."),
}

/**
 * `POST /projects`. Unknown fields (including id, slug-less extras, createdAt, deleted) are
 * ignored: the server owns ids, timestamps and the deleted flag.
 */
export const projectCreateSchema = z
  .object(projectFields)
  .partial()
  .required({ title: true, description: true })

/** `PUT /projects/slug/{slug}`: the given fields are merged into the project. */
export const projectUpdateSchema = z.object(projectFields).partial()

export type ProjectInput = z.output<typeof projectUpdateSchema>

export const projectDtoSchema: z.ZodType<ProjectDto> = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  longDescription: z.string(),
  image: z.string().describe('URL of the uploaded cover, or the emoji/text as stored.'),
  imageMedia: mediaDtoSchema.nullable(),
  category: z.string(),
  technologies: z.array(z.string()),
  liveUrl: z.string().nullable(),
  githubUrl: z.string().nullable(),
  featured: z.boolean(),
  startDate: z.string().nullable().describe('YYYY-MM-DD'),
  endDate: z.string().nullable().describe('YYYY-MM-DD'),
  status: z.string().nullable(),
  teamSize: z.number().int().nullable(),
  myRole: z.string().nullable(),
  tags: z.array(z.string()),
  features: z.array(z.string()),
  challenges: z.array(z.string()),
  solutions: z.array(z.string()),
  gallery: z.array(z.string()),
  galleryMedia: z.array(mediaDtoSchema.nullable()),
  deleted: z.boolean(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
})
