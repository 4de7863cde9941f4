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

/** A post's full text as HTML, from its rich body (or its plain text, when it has none). */
const contentHtml = (post: PostDto, origin: string): string =>
  post.bodyRich ? richTextToHtml(post.bodyRich, origin) : plainTextToHtml(post.body)

/** The feed's last change: its newest edit; the epoch for a feed with no posts. */
const feedUpdated = (posts: PostDto[]): string =>
  posts
    .map((post) => iso(post.updatedAt ?? post.publishedAt))
    .reduce<string>((max, date) => (date && date > max ? date : max), new Date(0).toISOString())

/** Atom 1.0 (RFC 4287): the feed and each post in full, as escaped HTML. */
export const buildAtomFeed = (feed: FeedContent): string => {
  const entries = feed.posts.map((post) => {
    const url = feed.postUrl(post.slug)
    const published = iso(post.publishedAt)
    return [
      '  <entry>',
      `    <id>${xml(url)}</id>`,
      `    <title>${xml(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xml(url)}"/>`,
      ...(published ? [`    <published>${published}</published>`] : []),
      `    <updated>${iso(post.updatedAt ?? post.publishedAt) ?? feedUpdated([])}</updated>`,
      ...(post.excerpt ? [`    <summary>${xml(post.excerpt)}</summary>`] : []),
      ...post.tags.map((tag) => `    <category term="${xml(tag)}"/>`),
      `    <content type="html">${xml(contentHtml(post, feed.origin))}</content>`,
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

/** JSON Feed 1.1 (jsonfeed.org/version/1.1): the feed and each post in full, as HTML. */
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
      return {
        id: url,
        url,
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
