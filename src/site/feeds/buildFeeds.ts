import type { PostDto } from '../../shared/apiTypes'
import { absoluteUrl } from '../../shared/seo/structuredData'
import { escapeHtml } from '../escapeHtml'
import { plainTextToHtml, richTextToHtml } from './richTextToHtml'

/** What both feeds of one language say, with absolute URLs. */
export type FeedContent = {
  title: string
  description: string
  /** The language's catalogue code (`xml:lang`, JSON Feed's `language`). */
  language: string
  author: string
  /** The writing page in the language: the feed's home page (and the Atom feed's id). */
  homeUrl: string
  atomUrl: string
  jsonUrl: string
  /** A post's page in the language. */
  postUrl: (slug: string) => string
  /** A post's permanent id in the language's feeds (`feedEntryId`). */
  entryId: (post: PostDto) => string
  origin: string
  /** Newest first. */
  posts: PostDto[]
}

/** Characters XML 1.0 cannot carry at all (C0 controls but tab, newline and return). */
// eslint-disable-next-line no-control-regex -- the control characters are what it removes
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g

/** Text → safe as XML element content or a quoted attribute value. */
const xml = (text: string): string => escapeHtml(text.replace(NOT_XML, ''))

const iso = (date: string | null | undefined): string | null =>
  date ? new Date(date).toISOString() : null

/**
 * A post's permanent id in one language's feeds (RFC 4287 §4.2.6, JSON Feed 1.1's `id`): a tag
 * URI (RFC 4151) of the site's host, the day the post was created, its id and the language — never
 * its address, which a rename changes, so a renamed post is not shown again as a new one.
 */
export const feedEntryId = (
  post: Pick<PostDto, 'id' | 'createdAt' | 'publishedAt'>,
  host: string,
  language: string,
): string => {
  const day = (post.createdAt ?? post.publishedAt ?? '2000-01-01').slice(0, 10)
  return `tag:${host},${day}:posts/${post.id}/${language}`
}

/**
 * The language a post's text is shown in when it is not the feed's (no translation yet); the
 * body's, or the title's for a post without a body.
 */
const shownIn = (post: PostDto, field: 'title' | 'excerpt' | 'content'): string | undefined => {
  const untranslated = post.untranslated ?? {}
  if (field !== 'content') return untranslated[field]
  const body = untranslated.bodyRich ?? untranslated.body
  return body ?? (post.bodyRich || post.body ? undefined : untranslated.title)
}

/** ` xml:lang="…"` for a text shown in another language than the feed's; nothing otherwise. */
const xmlLang = (code: string | undefined): string => (code ? ` xml:lang="${xml(code)}"` : '')

/** A post's full text as HTML, from its rich body (or its plain text, when it has none). */
const contentHtml = (post: PostDto, origin: string): string =>
  post.bodyRich ? richTextToHtml(post.bodyRich, origin) : plainTextToHtml(post.body)

/** The feed's last change: its newest edit; the epoch for a feed with no posts. */
const feedUpdated = (posts: PostDto[]): string =>
  posts
    .map((post) => iso(post.updatedAt ?? post.publishedAt))
    .reduce<string>((max, date) => (date && date > max ? date : max), new Date(0).toISOString())

/**
 * Atom 1.0 (RFC 4287): the feed and each post in full, as escaped HTML; a text shown untranslated
 * says its own language (`xml:lang`).
 */
export const buildAtomFeed = (feed: FeedContent): string => {
  const entries = feed.posts.map((post) => {
    const url = feed.postUrl(post.slug)
    const published = iso(post.publishedAt)
    return [
      '  <entry>',
      `    <id>${xml(feed.entryId(post))}</id>`,
      `    <title${xmlLang(shownIn(post, 'title'))}>${xml(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xml(url)}"/>`,
      ...(published ? [`    <published>${published}</published>`] : []),
      `    <updated>${iso(post.updatedAt ?? post.publishedAt) ?? feedUpdated([])}</updated>`,
      ...(post.excerpt
        ? [`    <summary${xmlLang(shownIn(post, 'excerpt'))}>${xml(post.excerpt)}</summary>`]
        : []),
      ...post.tags.map((tag) => `    <category term="${xml(tag)}"/>`),
      `    <content type="html"${xmlLang(shownIn(post, 'content'))}>${xml(contentHtml(post, feed.origin))}</content>`,
      '  </entry>',
    ].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xml(feed.language)}">`,
    `  <id>${xml(feed.homeUrl)}</id>`,
    `  <title>${xml(feed.title)}</title>`,
    `  <subtitle>${xml(feed.description)}</subtitle>`,
    `  <updated>${feedUpdated(feed.posts)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(feed.atomUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xml(feed.homeUrl)}"/>`,
    `  <author><name>${xml(feed.author)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n')
}

/**
 * JSON Feed 1.1 (jsonfeed.org/version/1.1): the feed and each post in full, as HTML; an item whose
 * text is shown untranslated says its own `language`.
 */
export const buildJsonFeed = (feed: FeedContent): string =>
  JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title: feed.title,
    home_page_url: feed.homeUrl,
    feed_url: feed.jsonUrl,
    description: feed.description,
    language: feed.language,
    authors: [{ name: feed.author }],
    items: feed.posts.map((post) => {
      const url = feed.postUrl(post.slug)
      const image = absoluteUrl(post.imageMedia?.url, feed.origin)
      const language = shownIn(post, 'content')
      return {
        id: feed.entryId(post),
        url,
        ...(language ? { language } : {}),
        title: post.title,
        content_html: contentHtml(post, feed.origin),
        ...(post.excerpt ? { summary: post.excerpt } : {}),
        ...(image ? { image } : {}),
        date_published: iso(post.publishedAt),
        ...(post.updatedAt ? { date_modified: iso(post.updatedAt) } : {}),
        ...(post.tags.length > 0 ? { tags: post.tags } : {}),
      }
    }),
  })
