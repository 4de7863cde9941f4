import { escapeHtml } from '../escapeHtml'
import { feedPaths } from './serveFeeds'

/** So feed readers find the feeds from any page. */
export const feedLinkTags = ({
  origin,
  code,
  defaultCode,
  title,
}: {
  origin: string
  code: string
  defaultCode: string
  title: string
}): string[] => {
  const paths = feedPaths(code, defaultCode)
  const link = (type: string, path: string) =>
    `<link rel="alternate" type="${type}" title="${escapeHtml(title)}" href="${escapeHtml(origin + path)}" />`
  return [link('application/atom+xml', paths.atom), link('application/feed+json', paths.json)]
}
