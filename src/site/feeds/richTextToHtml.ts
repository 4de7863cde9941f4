import type {
  RichTextBlock,
  RichTextDto,
  RichTextInline,
  RichTextSpan,
} from '../../shared/apiTypes'
import { absoluteUrl } from '../../shared/seo/structuredData'
import { escapeHtml } from '../escapeHtml'

type ListItem = Extract<RichTextBlock, { type: 'list' }>['items'][number]

const spanHtml = (span: RichTextSpan): string => {
  let html = escapeHtml(span.text)
  if (span.code) html = `<code>${html}</code>`
  if (span.strikethrough) html = `<s>${html}</s>`
  if (span.underline) html = `<u>${html}</u>`
  if (span.italic) html = `<em>${html}</em>`
  if (span.bold) html = `<strong>${html}</strong>`
  return html
}

const inlineHtml = (inlines: RichTextInline[]): string =>
  inlines
    .map((inline) => {
      if (inline.type === 'text') return spanHtml(inline)
      if (inline.type === 'linebreak') return '<br>'
      // The contract serves only http(s) and mailto links (`safeLinkUrl`).
      return `<a href="${escapeHtml(inline.url)}">${inline.children.map(spanHtml).join('')}</a>`
    })
    .join('')

/** An item one level deeper than the one before opens a list inside it. */
const listHtml = (items: ListItem[], tag: 'ol' | 'ul'): string => {
  let html = ''
  let depth = -1
  for (const item of items) {
    if (item.depth > depth) {
      while (depth < item.depth) {
        html += `<${tag}><li>`
        depth += 1
      }
    } else {
      while (depth > item.depth) {
        html += `</li></${tag}>`
        depth -= 1
      }
      html += '</li><li>'
    }
    html += inlineHtml(item.children)
  }
  while (depth >= 0) {
    html += `</li></${tag}>`
    depth -= 1
  }
  return html
}

const blockHtml = (block: RichTextBlock, origin: string): string => {
  switch (block.type) {
    case 'paragraph':
      return `<p>${inlineHtml(block.children)}</p>`
    case 'heading':
      return `<h${block.level}>${inlineHtml(block.children)}</h${block.level}>`
    case 'quote':
      return `<blockquote><p>${inlineHtml(block.children)}</p></blockquote>`
    case 'list':
      return listHtml(block.items, block.ordered ? 'ol' : 'ul')
    case 'image': {
      const src = absoluteUrl(block.url, origin)
      if (!src) return ''
      const size =
        block.width && block.height ? ` width="${block.width}" height="${block.height}"` : ''
      return `<p><img src="${escapeHtml(src)}" alt="${escapeHtml(block.alt)}"${size}></p>`
    }
    case 'code':
      return `<pre><code class="language-${escapeHtml(block.language)}">${escapeHtml(block.code)}</code></pre>`
  }
}

/** Code blocks stay plain `<pre><code>`: feed readers style them themselves. */
export const richTextToHtml = (rich: RichTextDto, origin: string): string =>
  rich.blocks.map((block) => blockHtml(block, origin)).join('\n')

export const plainTextToHtml = (text: string): string =>
  text
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('\n')
