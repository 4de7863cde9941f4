import type { RichTextBlock, RichTextDto, RichTextInline, RichTextSpan } from '@shared/apiTypes'
import { safeLinkUrl } from '@shared/safeLinkUrl'
import { Fragment, type ReactNode } from 'react'

import './rich-text.css'

type ListBlock = Extract<RichTextBlock, { type: 'list' }>
type ListNode = { children: RichTextInline[]; nested: ListNode[] }

/** A run of text inside its marks; React escapes the text, so it can only ever be text. */
const Span = ({ span }: { span: RichTextSpan }) => {
  let node: ReactNode = span.text
  if (span.code) node = <code>{node}</code>
  if (span.strikethrough) node = <s>{node}</s>
  if (span.underline) node = <u>{node}</u>
  if (span.italic) node = <em>{node}</em>
  if (span.bold) node = <strong>{node}</strong>
  return <>{node}</>
}

/** Whether a link leaves the site: a web page elsewhere (mailto opens the mail app instead). */
const isExternal = (url: string): boolean => {
  const { protocol, origin } = new URL(url)
  if (protocol !== 'http:' && protocol !== 'https:') return false
  return typeof window === 'undefined' || origin !== window.location.origin
}

/**
 * A link, only to an http(s) or mailto URL (checked again here: the data may come from
 * elsewhere than the server); any other URL leaves its text unlinked.
 */
const RichLink = ({ inline }: { inline: Extract<RichTextInline, { type: 'link' }> }) => {
  const spans = inline.children.map((span, index) => <Span key={index} span={span} />)
  const url = safeLinkUrl(inline.url)
  if (!url) return <>{spans}</>
  const external = isExternal(url)
  return (
    <a
      className="rich-text__link"
      href={url}
      rel="noopener noreferrer"
      target={external ? '_blank' : undefined}
    >
      {spans}
      {external ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
    </a>
  )
}

const Inlines = ({ inlines }: { inlines: RichTextInline[] }) => (
  <>
    {inlines.map((inline, index) =>
      inline.type === 'text' ? (
        <Span key={index} span={inline} />
      ) : inline.type === 'link' ? (
        <RichLink key={index} inline={inline} />
      ) : inline.type === 'linebreak' ? (
        <br key={index} />
      ) : null,
    )}
  </>
)

/** Items with depths → a tree; an item never goes more than one level below the one before. */
const nestItems = (items: ListBlock['items']): ListNode[] => {
  const top: ListNode[] = []
  const path: ListNode[] = []
  for (const item of items) {
    const depth = Math.max(0, Math.min(item.depth, path.length))
    const node: ListNode = { children: item.children, nested: [] }
    if (depth === 0) top.push(node)
    else path[depth - 1].nested.push(node)
    path.length = depth
    path.push(node)
  }
  return top
}

const List = ({ nodes, ordered }: { nodes: ListNode[]; ordered: boolean }) => {
  const Tag = ordered ? 'ol' : 'ul'
  return (
    <Tag className="rich-text__list">
      {nodes.map((node, index) => (
        <li key={index}>
          <Inlines inlines={node.children} />
          {node.nested.length > 0 ? <List nodes={node.nested} ordered={ordered} /> : null}
        </li>
      ))}
    </Tag>
  )
}

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6'

/**
 * Draws the contract's rich text with React elements only (no HTML injected); the owner's highest
 * heading becomes `topHeading` and the others follow, so levels never skip.
 */
export const RichText = ({
  value,
  topHeading = 2,
  className = '',
  lang,
  renderBlock,
}: {
  value: RichTextDto
  topHeading?: 2 | 3 | 4
  className?: string
  /**
   * Draws the blocks this component does not (a post's pictures and code), so that pages whose
   * text has none do not carry the code for them.
   */
  renderBlock?: (block: RichTextBlock) => ReactNode
  /** The text's language when it is not the page's (an untranslated text). */
  lang?: string
}) => {
  const levels = value.blocks.flatMap((block) => (block.type === 'heading' ? [block.level] : []))
  const ranks = [...new Set(levels)].sort((a, b) => a - b)
  const headingTag = (level: number): HeadingTag =>
    `h${Math.min(6, topHeading + ranks.indexOf(level))}` as HeadingTag
  return (
    <div className={`rich-text ${className}`} lang={lang}>
      {value.blocks.map((block, index) => {
        switch (block.type) {
          case 'paragraph':
            return (
              <p key={index}>
                <Inlines inlines={block.children} />
              </p>
            )
          case 'heading': {
            const Heading = headingTag(block.level)
            return (
              <Heading key={index} className="rich-text__heading">
                <Inlines inlines={block.children} />
              </Heading>
            )
          }
          case 'quote':
            return (
              <blockquote key={index} className="rich-text__quote">
                <Inlines inlines={block.children} />
              </blockquote>
            )
          case 'list':
            return <List key={index} nodes={nestItems(block.items)} ordered={block.ordered} />
          default:
            // A block this site does not know yet (a newer server): left out, never guessed at.
            return renderBlock ? <Fragment key={index}>{renderBlock(block)}</Fragment> : null
        }
      })}
    </div>
  )
}
