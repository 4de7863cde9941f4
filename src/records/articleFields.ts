import { z } from 'zod'

import type { Media } from '../shared/payload-types'
import { mediaId, requiredText, slugInput, withoutNul } from './fieldSchemas'
import { flag, stored, textOrEmpty } from './dtoFields'
import { richTextSchema } from './richTextSchemas'
import { mediaDtoSchema, serializeMedia } from './serializeMedia'
import { serializeRichText } from './serializeRichText'

const PLAIN_TEXT = 'Plain text; blank lines separate paragraphs.'

/** The inputs a project and a post share: title and slug, a rich text sent as plain text, a cover. */
export const articleInput = {
  titleAndSlug: (maxTitle: number) => ({
    title: requiredText(maxTitle),
    slug: slugInput.describe('Derived from the title when omitted on create; a new value renames.'),
  }),
  plainText: (max: number, more = '') =>
    withoutNul(z.string({ error: 'Must be text.' }).max(max))
      .nullable()
      .describe(PLAIN_TEXT + more),
  cover: () => mediaId.nullable().describe('Media id of an uploaded cover image; null removes it.'),
}

/** The answer fields a project and a post share. */
export const articleAnswer = {
  idSlugAndTitle: () => ({
    id: stored(z.number().int()),
    slug: textOrEmpty(),
    title: stored(z.string()),
  }),
  /** The plain-text mirror of a rich text column: '' when none. */
  plainText: <Column extends string>(mirror: Column) => ({
    schema: z.string().describe(PLAIN_TEXT),
    from: [mirror],
    value: (doc: Partial<Record<Column, string | null>>) => doc[mirror] ?? '',
  }),
  /** A rich text column as the owner formatted it: absent when empty. */
  richText: <Column extends string>(
    column: Column,
    description: string,
    embeds?: Parameters<typeof serializeRichText>[1],
  ) => ({
    schema: richTextSchema.optional().describe(description),
    from: [column],
    value: (doc: Partial<Record<Column, unknown>>) =>
      serializeRichText(doc[column], embeds) ?? undefined,
  }),
  /** The uploaded cover with its renditions: null when none. */
  coverMedia: () => ({
    schema: mediaDtoSchema.nullable(),
    from: ['coverImage' as const],
    value: (doc: { coverImage?: number | Media | null }) => serializeMedia(doc.coverImage),
  }),
  deletedAndTimestamps: () => ({
    deleted: flag(),
    createdAt: stored(z.string().optional()),
    updatedAt: stored(z.string().optional()),
  }),
}
