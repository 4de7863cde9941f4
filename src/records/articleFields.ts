import { z } from 'zod'

import { mediaId, requiredText, slugInput, withoutNul } from './fieldSchemas'
import { flag, stored, textOrEmpty } from './dtoFields'
import { mediaField } from './serializeMedia'
import { richTextField } from './serializeRichText'

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
  plainText: <Column extends string>(mirror: Column) =>
    textOrEmpty(z.string().describe(PLAIN_TEXT), mirror),
  /** A rich text column as the owner formatted it: absent when empty. */
  richText: richTextField,
  /** The uploaded cover with its renditions: null when none. */
  coverMedia: () => mediaField('coverImage'),
  deletedAndTimestamps: () => ({
    deleted: flag(),
    createdAt: stored(z.string().optional()),
    updatedAt: stored(z.string().optional()),
  }),
}
