import type { PostDto } from '../../shared/apiTypes'
import { absoluteUrl } from '../../shared/seo/structuredData'
import { escapeHtml } from '../escapeHtml'
import { plainTextToHtml, richTextToHtml } from './richTextToHtml'

/** What both feeds of one language say, with absolute URLs. */
export type FeedContent = {
  title: string
  description: string
  language: string
  author: string
  /** The writing page, also the Atom feed's id. */
  homeUrl: string
  atomUrl: string
  jsonUrl: string
  postUrl: (slug: string) => string
  entryId: (post: PostDto) => string
  origin: string
  /** Newest first. */
  posts: PostDto[]
}

// eslint-disable-next-line no-control-regex -- the control characters are what it removes
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g

const xml = (text: string): string => escapeHtml(text.replace(NOT_XML, ''))

const iso = (date: string | null | undefined): string | null =>
  date ? new Date(date).toISOString() : null

/**
 * A tag URI (RFC 4151), never the post's address: a rename would show the post again as new
 * (RFC 4287 §4.2.6).
 */
export const feedEntryId = (
  post: Pick<PostDto, 'id' | 'createdAt' | 'publishedAt'>,
  host: string,
  language: string,
): string => {
  const day = (post.createdAt ?? post.publishedAt ?? '2000-01-01').slice(0, 10)
  return `tag:${host},${day}:posts/${post.id}/${language}`
}

/** The language of an untranslated text; a post without a body goes by its title's. */
const shownIn = (post: PostDto, field: 'title' | 'excerpt' | 'content'): string | undefined => {
  const untranslated = post.untranslated ?? {}
  if (field !== 'content') return untranslated[field]
  const body = untranslated.bodyRich ?? untranslated.body
  return body ?? (post.bodyRich || post.body ? undefined : untranslated.title)
}

const xmlLang = (code: string | undefined): string => (code ? ` xml:lang="${xml(code)}"` : '')

const contentHtml = (post: PostDto, origin: string): string =>
  post.bodyRich ? richTextToHtml(post.bodyRich, origin) : plainTextToHtml(post.body)

/** The epoch for a feed with no posts. */
const feedUpdated = (posts: PostDto[]): string =>
  posts
    .map((post) => iso(post.updatedAt ?? post.publishedAt))
    .reduce<string>((max, date) => (date && date > max ? date : max), new Date(0).toISOString())

/** Atom 1.0 (RFC 4287); an untranslated text says its own `xml:lang`. */
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

/** JSON Feed 1.1; an untranslated item says its own `language`. */
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
