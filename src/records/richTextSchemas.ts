import { z } from 'zod'

import { mediaDtoSchema } from './serializeMedia'
import type { RichTextBlock, RichTextDto, RichTextInline, RichTextSpan } from '../shared/apiTypes'

/**
 * Rich text as data, never HTML, so nothing in it can run (ADR 0016); flat on purpose: a link
 * holds plain runs and nested list items carry their depth.
 */

const mark = (what: string) => z.boolean().optional().describe(`Present (true) when ${what}.`)

const richTextSpan = z
  .object({
    type: z.literal('text'),
    text: z.string(),
    bold: mark('bold'),
    italic: mark('italic'),
    underline: mark('underlined'),
    strikethrough: mark('struck through'),
    code: mark('inline code'),
  })
  .describe('A run of text with its marks.')

export const richTextSpanSchema: z.ZodType<RichTextSpan> = richTextSpan

const richTextLink = z
  .object({
    type: z.literal('link'),
    url: z
      .string()
      .describe('An absolute http, https or mailto URL; any other link is served as its text.'),
    children: z.array(richTextSpan),
  })
  .describe('A link around runs of text.')

const richTextLineBreak = z
  .object({ type: z.literal('linebreak') })
  .describe('A line break inside a block.')

export const richTextInlineSchema: z.ZodType<RichTextInline> = z.discriminatedUnion('type', [
  richTextSpan,
  richTextLink,
  richTextLineBreak,
])

const inlines = z.array(richTextInlineSchema)

/** An uploaded image in a post's body (projects' descriptions have none). */
const richTextImage = z
  .object({
    type: z.literal('image'),
    url: z.string().describe('The uploaded image, served by this server.'),
    alt: z.string().describe("The image's alt text, in the answer's language ('' when none)."),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    media: mediaDtoSchema.nullable().describe('The upload with its renditions.'),
  })
  .describe('An uploaded image.')

/** One run of a code block: `kind` is the highlighter's class of it, null for plain text. */
const codeToken = z.object({
  text: z.string(),
  kind: z
    .string()
    .regex(/^[a-z]+(?:-[a-z]+)*$/)
    .nullable()
    .describe('e.g. keyword, string, comment, title-function; null for plain text.'),
})

/** A code block of a post's body, highlighted when the answer was made. */
const richTextCode = z
  .object({
    type: z.literal('code'),
    language: z.string().describe('The language the owner chose, e.g. typescript; plaintext.'),
    code: z.string().describe('The code as written.'),
    tokens: z
      .array(codeToken)
      .describe(
        'The code as highlighted runs: their texts, joined, are `code` exactly. A language the ' +
          'server does not highlight is one plain run.',
      ),
  })
  .describe('A block of code with its highlighting.')

export const richTextBlockSchema: z.ZodType<RichTextBlock> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), children: inlines }),
  z.object({
    type: z.literal('heading'),
    level: z.number().int().min(1).max(6).describe("The owner's heading level (h1–h6)."),
    children: inlines,
  }),
  z.object({ type: z.literal('quote'), children: inlines }),
  z.object({
    type: z.literal('list'),
    ordered: z.boolean(),
    items: z.array(
      z.object({
        depth: z
          .number()
          .int()
          .min(0)
          .describe('0 for a top-level item; n nests it under the previous item of depth n − 1.'),
        children: inlines,
      }),
    ),
  }),
  richTextImage,
  richTextCode,
])

export const richTextSchema: z.ZodType<RichTextDto> = z
  .object({ blocks: z.array(richTextBlockSchema) })
  .describe(
    'Rich text as data: paragraphs, headings, quotes and lists of text runs (bold, italic, ' +
      'underline, strikethrough, inline code) and links; in a post, also images and code ' +
      'blocks. Never HTML.',
  )
