import type { RichTextBlock, RichTextDto, RichTextInline, RichTextSpan } from '../shared/apiTypes'
import type { Media } from '../shared/payload-types'
import { safeLinkUrl } from '../shared/safeLinkUrl'
import { highlightCode } from './highlightCode'
import { richTextSchema } from './richTextSchemas'
import { serializeMedia } from './serializeMedia'

/** What this reads of a Lexical node; everything is checked, since the JSON is stored as-is. */
type LexicalNode = {
  type?: unknown
  text?: unknown
  format?: unknown
  tag?: unknown
  listType?: unknown
  url?: unknown
  fields?: {
    url?: unknown
    linkType?: unknown
    blockType?: unknown
    language?: unknown
    code?: unknown
  } | null
  /** An upload node's collection and document (filled in) or id. */
  relationTo?: unknown
  value?: unknown
  children?: unknown
}

/** Which blocks beyond text a rich text may give: a post's body has images and code. */
type Embeds = { images?: boolean; code?: boolean }

type ListItem = Extract<RichTextBlock, { type: 'list' }>['items'][number]

/** Lexical's text format bits (LexicalConstants.ts) for the marks the contract keeps. */
const MARK_BITS = { bold: 1, italic: 2, strikethrough: 4, underline: 8, code: 16 } as const

/** Lists nested deeper than this are drawn at this depth: no real description goes near it. */
const MAX_LIST_DEPTH = 6

const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])

const childrenOf = (node: LexicalNode): LexicalNode[] =>
  Array.isArray(node.children)
    ? node.children.filter(
        (child): child is LexicalNode => Boolean(child) && typeof child === 'object',
      )
    : []

const spanOf = (node: LexicalNode): RichTextSpan | null => {
  if (typeof node.text !== 'string' || node.text === '') return null
  // A tab node's text is '\t'; a space reads the same in a description.
  const span: RichTextSpan = { type: 'text', text: node.type === 'tab' ? ' ' : node.text }
  const format = typeof node.format === 'number' ? node.format : 0
  for (const [name, bit] of Object.entries(MARK_BITS)) {
    if (format & bit) span[name as keyof typeof MARK_BITS] = true
  }
  return span
}

/** Text-like leaves: Lexical's text, tab and code-highlight nodes are all TextNodes. */
const TEXT_TYPES = new Set(['text', 'tab', 'code-highlight'])

/** Payload's links keep their URL in `fields`; an internal link (to a document) has none. */
const linkUrlOf = (node: LexicalNode): string | null => {
  if (node.fields && typeof node.fields === 'object') {
    return node.fields.linkType === 'internal' ? null : safeLinkUrl(node.fields.url)
  }
  return safeLinkUrl(node.url)
}

/** The text runs under a node, flattening any inline element (a link inside a link, say). */
const spansUnder = (nodes: LexicalNode[]): RichTextSpan[] =>
  nodes.flatMap((node) => {
    if (typeof node.type === 'string' && TEXT_TYPES.has(node.type)) return spanOf(node) ?? []
    if (node.type === 'linebreak') return [{ type: 'text' as const, text: ' ' }]
    return spansUnder(childrenOf(node))
  })

/** Unknown inline elements give their text, unknown leaves nothing; an unsafe link its text. */
const inlinesOf = (nodes: LexicalNode[]): RichTextInline[] =>
  nodes.flatMap((node): RichTextInline[] => {
    if (typeof node.type === 'string' && TEXT_TYPES.has(node.type)) {
      const span = spanOf(node)
      return span ? [span] : []
    }
    if (node.type === 'linebreak') return [{ type: 'linebreak' }]
    if (node.type === 'link' || node.type === 'autolink') {
      const children = spansUnder(childrenOf(node))
      const url = linkUrlOf(node)
      if (children.length === 0) return []
      return url ? [{ type: 'link', url, children }] : children
    }
    return inlinesOf(childrenOf(node))
  })

/** Whether a block's inline content shows anything (an empty paragraph is the editor's spacing). */
const hasText = (inlines: RichTextInline[]): boolean =>
  inlines.some((inline) =>
    inline.type === 'text'
      ? inline.text.trim() !== ''
      : inline.type === 'link'
        ? inline.children.some((span) => span.text.trim() !== '')
        : false,
  )

/** A list's items flattened with their depth. */
const listItemsOf = (list: LexicalNode, depth: number): ListItem[] =>
  childrenOf(list).flatMap((item) => {
    if (item.type !== 'listitem') return []
    const children = childrenOf(item)
    const nested = children.filter((child) => child.type === 'list')
    const inline = inlinesOf(children.filter((child) => child.type !== 'list'))
    const own: ListItem[] = hasText(inline) ? [{ depth, children: inline }] : []
    const deeper = Math.min(depth + 1, MAX_LIST_DEPTH)
    return [...own, ...nested.flatMap((sublist) => listItemsOf(sublist, deeper))]
  })

/** The block type of Payload's premade code block (`CodeBlock` in collections/Posts). */
const CODE_BLOCK_TYPE = 'Code'

/** An image upload, filled in; one left as an id (deleted since) gives nothing. */
const imageOf = (node: LexicalNode): RichTextBlock[] => {
  if (node.relationTo !== 'media') return []
  const media = serializeMedia(node.value as Media | number | null)
  if (!media || !media.mimeType?.startsWith('image/')) return []
  const { url, alt, width, height } = media
  return [{ type: 'image', url, alt, width, height, media }]
}

/** A code block with its highlighted runs; any other block gives nothing. */
const codeOf = (node: LexicalNode): RichTextBlock[] => {
  const fields = node.fields
  if (!fields || fields.blockType !== CODE_BLOCK_TYPE || typeof fields.code !== 'string') return []
  const language = typeof fields.language === 'string' ? fields.language : 'plaintext'
  return [
    { type: 'code', language, code: fields.code, tokens: highlightCode(fields.code, language) },
  ]
}

const blocksOf = (nodes: LexicalNode[], embeds: Embeds): RichTextBlock[] =>
  nodes.flatMap((node): RichTextBlock[] => {
    switch (node.type) {
      case 'paragraph': {
        const children = inlinesOf(childrenOf(node))
        return hasText(children) ? [{ type: 'paragraph', children }] : []
      }
      case 'heading': {
        const children = inlinesOf(childrenOf(node))
        const tag = typeof node.tag === 'string' && HEADING_TAGS.has(node.tag) ? node.tag : 'h2'
        return hasText(children) ? [{ type: 'heading', level: Number(tag.slice(1)), children }] : []
      }
      case 'quote': {
        const children = inlinesOf(childrenOf(node))
        return hasText(children) ? [{ type: 'quote', children }] : []
      }
      case 'list': {
        const items = listItemsOf(node, 0)
        return items.length > 0
          ? [{ type: 'list', ordered: node.listType === 'number', items }]
          : []
      }
      case 'upload':
        return embeds.images ? imageOf(node) : []
      case 'block':
        return embeds.code ? codeOf(node) : []
      default:
        // Unknown blocks: containers give their blocks; rules, raw HTML and the like are left out.
        return blocksOf(
          childrenOf(node).filter((child) => child.type !== 'text'),
          embeds,
        )
    }
  })

/** Lexical → the contract's rich text; `embeds` adds images and code blocks (a post's body). */
export const serializeRichText = (state: unknown, embeds: Embeds = {}): RichTextDto | null => {
  const root = (state as { root?: unknown } | null | undefined)?.root
  if (!root || typeof root !== 'object') return null
  const blocks = blocksOf(childrenOf(root as LexicalNode), embeds)
  return blocks.length > 0 ? { blocks } : null
}

/** A rich text column as a DTO field, as the owner formatted it: absent when empty. */
export const richTextField = <Column extends string>(
  column: Column,
  description: string,
  embeds?: Embeds,
) => ({
  schema: richTextSchema.optional().describe(description),
  from: [column],
  value: (doc: Partial<Record<Column, unknown>>) =>
    serializeRichText(doc[column], embeds) ?? undefined,
})
