import { readWhenChanged } from './readWhenChanged'

/**
 * The built index.html with its managed head tags taken out: a page is
 * `before + that page's tags + after`, so rendering is two string joins.
 */
export type IndexTemplate = { before: string; after: string; indent: string }

const CANDIDATE_TAGS =
  /<title\b[^>]*>[\s\S]*?<\/title\s*>|<script\b[^>]*>[\s\S]*?<\/script\s*>|<(?:meta|link)\b[^>]*>/gi

const MANAGED_META_NAMES = new Set(['description', 'keywords', 'robots', 'author'])

/** Links the page's own tags replace: the canonical URL, and the app's icons and manifest. */
const MANAGED_LINK_RELS = new Set(['canonical', 'icon', 'apple-touch-icon', 'manifest'])

const attributeOf = (tag: string, name: string): string | undefined => {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(tag)
  return match ? (match[1] ?? match[2] ?? match[3] ?? '').toLowerCase() : undefined
}

/** The tags `renderHeadTags` writes (and the SPA updates); everything else in the head stays. */
const isManaged = (tag: string): boolean => {
  const element = /^<(\w+)/.exec(tag)![1]!.toLowerCase()
  if (element === 'title') return true
  if (element === 'script') return attributeOf(tag, 'type') === 'application/ld+json'
  if (element === 'link') return MANAGED_LINK_RELS.has(attributeOf(tag, 'rel') ?? '')
  const name = attributeOf(tag, 'name')
  if (name) return MANAGED_META_NAMES.has(name) || name.startsWith('twitter:')
  return attributeOf(tag, 'property')?.startsWith('og:') ?? false
}

/**
 * Splits index.html around its managed head tags (title, description, keywords, robots, author,
 * canonical, og:*, twitter:*, JSON-LD, and the app's theme colour, icons and manifest). They are removed, and a page's own set goes where the
 * first of them was, so the answer never carries two of a tag.
 */
export const parseIndexTemplate = (html: string): IndexTemplate => {
  const headStart = html.search(/<head\b[^>]*>/i)
  const headEnd = html.search(/<\/head\s*>/i)
  if (headStart < 0 || headEnd < 0) throw new Error('index.html has no <head>')
  const head = html.slice(0, headEnd)

  const ranges: [number, number][] = []
  for (const match of head.slice(headStart).matchAll(CANDIDATE_TAGS)) {
    if (!isManaged(match[0])) continue
    let start = headStart + match.index
    let end = start + match[0].length
    // Take the whole line when the tag stands alone on it, so no blank lines are left behind.
    const lineStart = head.lastIndexOf('\n', start - 1) + 1
    if (/^[ \t]*$/.test(head.slice(lineStart, start))) start = lineStart
    const rest = /^[ \t]*\r?\n/.exec(head.slice(end))
    if (rest) end += rest[0].length
    ranges.push([start, end])
  }

  if (!ranges.length) {
    const lineStart = head.lastIndexOf('\n') + 1
    return { before: html.slice(0, lineStart), after: html.slice(lineStart), indent: '    ' }
  }
  const [firstStart, firstEnd] = ranges[0]!
  const indent = /^[ \t]*/.exec(html.slice(firstStart, firstEnd))![0]
  let after = ''
  let cursor = firstEnd
  for (const [start, end] of ranges.slice(1)) {
    after += html.slice(cursor, start)
    cursor = end
  }
  after += html.slice(cursor)
  return { before: html.slice(0, firstStart), after, indent }
}

/** One page: the template with the page's head tags in place. */
export const renderIndex = (template: IndexTemplate, tags: string[]): string =>
  template.before + tags.map((tag) => `${template.indent}${tag}\n`).join('') + template.after

/**
 * Reads and parses index.html on first use and again only when the file changes (a new
 * `npm run build:site` while the server runs); null while it does not exist.
 */
export const indexTemplateLoader = (file: string): (() => IndexTemplate | null) =>
  readWhenChanged<IndexTemplate | null>(file, parseIndexTemplate, null)

/**
 * The page's HTML with its `<html>` element saying the page's language and writing direction
 * (`lang="ar" dir="rtl"`), in place of any it had: the browser then lays the first frame out
 * the right way round, before the SPA starts.
 */
export const withDocumentLanguage = (
  html: string,
  { lang, dir }: { lang: string; dir: 'ltr' | 'rtl' },
): string =>
  html.replace(/<html\b([^>]*)>/i, (_tag, attributes: string) => {
    const others = attributes.replace(/\s(?:lang|dir)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+)/gi, '')
    return `<html lang="${lang}" dir="${dir}"${others}>`
  })
