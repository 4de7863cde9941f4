import { z } from 'zod'

import { toProjectData } from '../../collections/Projects/toProjectData'
import type { ProjectDto } from '../shared/apiTypes'
import { PROJECT_LIMITS, PROJECT_STATUSES, PROJECT_VISIBILITIES } from '../shared/model'
import type { Project } from '../shared/payload-types'
import { dtoStatement, flag, listOrEmpty, orNull, stored } from './dtoFields'
import {
  mediaId,
  optionalDate,
  optionalHttpUrl,
  optionalText,
  requiredText,
  textList,
  writeSchemas,
} from './fieldSchemas'
import { recordOf } from './recordShape'
import { articleAnswer, articleInput } from './articleFields'
import { mediaDtoSchema, serializeMedia } from './serializeMedia'

const galleryItem = z.union([
  requiredText(PROJECT_LIMITS.imageValue).describe('An emoji, text or image URL.'),
  z.object({ media: mediaId }).describe('An uploaded image, by media id.'),
])

/** Every writable project field, all optional; `projectCreateSchema` requires some. */
const projectFields = {
  ...articleInput.titleAndSlug(PROJECT_LIMITS.title),
  description: requiredText(PROJECT_LIMITS.description),
  longDescription: articleInput.plainText(PROJECT_LIMITS.longDescription),
  image: optionalText(PROJECT_LIMITS.imageValue).describe(
    "Emoji, text or URL. Replaces an uploaded cover unless it is that cover's URL.",
  ),
  coverImage: articleInput.cover(),
  category: requiredText(PROJECT_LIMITS.category).describe(
    'e.g. Web App, Open Source, Mobile App.',
  ),
  technologies: textList(PROJECT_LIMITS.label),
  liveUrl: optionalHttpUrl,
  githubUrl: optionalHttpUrl,
  featured: z.boolean({ error: 'Must be true or false.' }),
  startDate: optionalDate,
  endDate: optionalDate,
  status: z
    .enum(PROJECT_STATUSES, { error: `Must be one of ${PROJECT_STATUSES.join(', ')}.` })
    .nullable(),
  teamSize: z
    .number({ error: 'Must be a number.' })
    .int()
    .min(PROJECT_LIMITS.teamSize.min)
    .max(PROJECT_LIMITS.teamSize.max)
    .nullable(),
  myRole: optionalText(PROJECT_LIMITS.shortText),
  tags: textList(PROJECT_LIMITS.label),
  features: textList(PROJECT_LIMITS.listItem),
  challenges: textList(PROJECT_LIMITS.listItem),
  solutions: textList(PROJECT_LIMITS.listItem),
  problem: optionalText(PROJECT_LIMITS.caseStudyText).describe("A case study's problem."),
  approach: optionalText(PROJECT_LIMITS.caseStudyText).describe("A case study's approach."),
  results: z
    .array(
      z.object({
        label: requiredText(PROJECT_LIMITS.resultLabel).describe('What was measured.'),
        value: requiredText(PROJECT_LIMITS.resultValue).describe('The change: −48%, 3× faster.'),
        context: optionalText(PROJECT_LIMITS.resultContext).describe('When or against what.'),
      }),
      { error: 'Must be a list of { label, value, context }.' },
    )
    .max(PROJECT_LIMITS.results, { error: `At most ${PROJECT_LIMITS.results} results.` })
    .describe("A case study's measured outcomes, in the order shown."),
  clientQuote: optionalText(PROJECT_LIMITS.caseStudyText).describe("The client's words."),
  clientName: optionalText(PROJECT_LIMITS.shortText).describe('Who said them.'),
  gallery: z
    .array(galleryItem, { error: 'Must be a list.' })
    .max(PROJECT_LIMITS.galleryItems)
    .describe("Strings are kept as text; an uploaded image's URL keeps pointing at that upload."),
  visibility: z
    .enum(PROJECT_VISIBILITIES, { error: `Must be one of ${PROJECT_VISIBILITIES.join(', ')}.` })
    .describe('Who may see the project whole; anyone else sees its teaser only.'),
  teaser: optionalText(PROJECT_LIMITS.teaser).describe(
    'The line a protected project shows instead of its description.',
  ),
  password: z
    .string({ error: 'Must be a string.' })
    .min(PROJECT_LIMITS.password.min, {
      error: `At least ${PROJECT_LIMITS.password.min} characters.`,
    })
    .max(PROJECT_LIMITS.password.max, {
      error: `At most ${PROJECT_LIMITS.password.max} characters.`,
    })
    .describe('Write-only: sets the password of a `password` project; only a hash is kept.'),
}

/** `POST` needs these; `PUT` merges any of them. */
const projectWrites = writeSchemas(projectFields, { title: true, description: true })

/** A date field → `YYYY-MM-DD` (the projects' dates are day-only). */
const day = {
  schema: z.string().nullable().describe('YYYY-MM-DD'),
  value: (doc: Project, name: string) =>
    (doc[name as 'startDate' | 'endDate'] ?? null)?.slice(0, 10) ?? null,
}

/** A list of `{ text }` rows (features, challenges, solutions) → its texts. */
const rowTexts = {
  schema: z.array(z.string()),
  value: (doc: Project, name: string) =>
    (doc[name as 'features' | 'challenges' | 'solutions'] ?? []).map((row) => row.text),
}

/** A project as answered, from a document whose uploads are filled in (`withUploads`). */
const projectAnswer = dtoStatement<Project, ProjectDto>({
  ...articleAnswer.idSlugAndTitle(),
  description: stored(z.string()),
  longDescription: articleAnswer.plainText('longDescriptionText'),
  longDescriptionRich: articleAnswer.richText(
    'longDescription',
    'The long description as the owner formatted it, when there is one. ' +
      '`longDescription` is its plain text.',
  ),
  image: {
    schema: z.string().describe('URL of the uploaded cover, or the emoji/text as stored.'),
    from: ['image', 'coverImage'],
    value: (doc) => serializeMedia(doc.coverImage)?.url ?? doc.image ?? '',
  },
  imageMedia: articleAnswer.coverMedia(),
  category: stored(z.string()),
  technologies: listOrEmpty(),
  liveUrl: orNull(z.string().nullable()),
  githubUrl: orNull(z.string().nullable()),
  featured: flag(),
  startDate: day,
  endDate: day,
  status: orNull(z.string().nullable()),
  teamSize: orNull(z.number().int().nullable()),
  myRole: orNull(z.string().nullable()),
  tags: listOrEmpty(),
  features: rowTexts,
  challenges: rowTexts,
  solutions: rowTexts,
  problem: orNull(z.string().nullable()),
  approach: orNull(z.string().nullable()),
  results: {
    schema: z.array(
      z.object({ label: z.string(), value: z.string(), context: z.string().nullable() }),
    ),
    value: (doc) =>
      (doc.results ?? []).map(({ label, value, context }) => ({
        label,
        value,
        context: context ?? null,
      })),
  },
  clientQuote: orNull(z.string().nullable()),
  clientName: orNull(z.string().nullable()),
  gallery: {
    schema: z.array(z.string()),
    value: (doc) =>
      (doc.gallery ?? []).map((item) => serializeMedia(item.media)?.url ?? item.value ?? ''),
  },
  galleryMedia: {
    schema: z.array(mediaDtoSchema.nullable()),
    from: ['gallery'],
    value: (doc) => (doc.gallery ?? []).map((item) => serializeMedia(item.media)),
  },
  visibility: {
    schema: z.enum(PROJECT_VISIBILITIES).describe('Who may see the project whole.'),
    value: (doc) => doc.visibility ?? 'public',
  },
  teaser: orNull(
    z
      .string()
      .nullable()
      .describe('The line a protected project shows instead of its description.'),
  ),
  locked: {
    schema: z
      .boolean()
      .describe(
        'true: a protected project seen from outside, with only its title, category and teaser; ' +
          'its password or a share link opens it (`POST /projects/slug/{slug}/access`).',
      ),
    from: [],
    value: () => false,
  },
  ...articleAnswer.deletedAndTimestamps(),
})

/** The fields a protected project shows to whoever has not opened it. */
const TEASER_FIELDS = new Set(['title', 'category', 'teaser'])

/**
 * What anyone who has not opened a protected project sees of it: its title, category and teaser
 * (issue 49). Every other field is spelled out empty here, so a field added later is hidden until
 * someone decides otherwise.
 */
export const projectTeaser = (project: ProjectDto): ProjectDto => {
  if (project.visibility === 'public') return project
  const untranslated = Object.entries(project.untranslated ?? {}).filter(([field]) =>
    TEASER_FIELDS.has(field),
  )
  return {
    id: project.id,
    slug: project.slug,
    title: project.title,
    category: project.category,
    teaser: project.teaser,
    visibility: project.visibility,
    locked: true,
    featured: project.featured,
    deleted: project.deleted,
    description: '',
    longDescription: '',
    image: '',
    imageMedia: null,
    technologies: [],
    liveUrl: null,
    githubUrl: null,
    startDate: null,
    endDate: null,
    status: null,
    teamSize: null,
    myRole: null,
    tags: [],
    features: [],
    challenges: [],
    solutions: [],
    problem: null,
    approach: null,
    results: [],
    clientQuote: null,
    clientName: null,
    gallery: [],
    galleryMedia: [],
    ...(untranslated.length ? { untranslated: Object.fromEntries(untranslated) } : {}),
  }
}

/** Projects as the contract takes and answers them (docs/architecture.md, "How to add a field"). */
export const projectRecord = recordOf<Project, ProjectDto>(
  'projects',
  'project',
  projectWrites,
  projectAnswer,
  toProjectData,
)
