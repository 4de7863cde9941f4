/*
 * TEMPORARY: the posts contract's shapes as agreed, until the contract's own generated types
 * (apiTypes.ts `PostDto`) are merged; then this file goes and its importers take those.
 */
import type { MediaDto, RichTextBlock } from './apiTypes'

/** A picture in a post's body. */
export type RichTextImageBlock = {
  type: 'image'
  url: string
  alt: string
  width: number | null
  height: number | null
  media: MediaDto | null
}

/** A code block, highlighted by the server: its tokens' texts concatenated are `code`. */
export type RichTextCodeBlock = {
  type: 'code'
  language: string
  code: string
  tokens: { text: string; kind: string | null }[]
}

export type PostRichText = { blocks: (RichTextBlock | RichTextImageBlock | RichTextCodeBlock)[] }

export type PostDto = {
  id: number
  slug: string
  title: string
  excerpt: string
  body: string
  bodyRich?: PostRichText
  tags: string[]
  image: string
  imageMedia: MediaDto | null
  publishedAt: string | null
  readingMinutes: number
  projects: { id: number; slug: string; title: string }[]
  deleted: boolean
  createdAt?: string
  updatedAt?: string
}
