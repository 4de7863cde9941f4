import { isServerPath } from '../../platform/http/serverPaths'
import { splitLanguagePath } from '../../shared/languages/languagePath'
import { matchesPage, pageAddress, pageOfModule, SITE_PAGES } from '../../shared/sitePages'

const MAX_REDIRECT_PATH_LENGTH = 2048

const BACKSLASH_MESSAGE =
  'Use / between the parts of an address: a browser reads a backslash (\\) as /, which can lead to another site. Write a real backslash as %5C.'

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/

/** Decoded, without a trailing slash; case is kept. */
export const normaliseRedirectPath = (urlPath: string): string => {
  let path = urlPath
  try {
    // Prefixed rather than resolved against a base, so that `//x` stays a path.
    path = new URL(`http://path.invalid${urlPath}`).pathname
    path = decodeURI(path)
  } catch {
    // A malformed escape then matches only itself.
  }
  // NFC, as slugs are stored.
  return path.normalize('NFC').replace(/\/+$/, '') || '/'
}

const SLUG_PAGES = { posts: 'post', projects: 'project-detail' } as const

export type SlugPageCollection = keyof typeof SLUG_PAGES

/** Unencoded. */
export const slugPageAddress = (collection: SlugPageCollection, slug: string): string =>
  pageAddress(pageOfModule(SLUG_PAGES[collection]), slug)

export type SlugAddress = { collection: SlugPageCollection; slug: string }

/** In any language, enabled or not: enabling one later would make `/fr/about` a page. */
export const sitePageOf = (urlPath: string): { slugAddress: SlugAddress | null } | null => {
  const { pagePath } = splitLanguagePath(urlPath)
  const path = pagePath.replace(/\/+$/, '') || '/'
  const page = SITE_PAGES.find((candidate) => matchesPage(candidate, path))
  if (!page) return null
  if (page.kind !== 'post' && page.kind !== 'project') return { slugAddress: null }
  let slug: string
  try {
    slug = decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)).normalize('NFC')
  } catch {
    return { slugAddress: null }
  }
  if (page.kind === 'project' && /^\d+$/.test(slug)) return { slugAddress: null }
  return { slugAddress: { collection: page.kind === 'post' ? 'posts' : 'projects', slug } }
}

export const isSitePagePath = (urlPath: string): boolean => sitePageOf(urlPath) !== null

export const slugAddressOf = (urlPath: string): SlugAddress | null =>
  sitePageOf(urlPath)?.slugAddress ?? null

export const fromPathProblem = (from: unknown, distDir?: string): string | null => {
  if (typeof from !== 'string' || from.trim() === '')
    return 'Enter the old address: a path on this site, such as /old-portfolio/my-app.'
  const value = from.trim()
  if (!value.startsWith('/') || value.startsWith('//'))
    return 'Enter a path on this site starting with / (such as /old-portfolio/my-app), not a full URL.'
  if (value.length > MAX_REDIRECT_PATH_LENGTH)
    return `Keep the path under ${MAX_REDIRECT_PATH_LENGTH} characters.`
  if (CONTROL_CHARACTERS.test(value) || /[?#]/.test(value))
    return 'Enter the path alone, without ?query or #fragment: a visitor’s query string is passed on to the new address.'
  const path = normaliseRedirectPath(value)
  // As typed (the URL parser turns it into /) and decoded (`/%5Cold` is matched as `/\old`).
  if (value.includes('\\') || path.includes('\\')) return BACKSLASH_MESSAGE
  // A slug address is a page only while a record holds it (validateRedirectFrom asks).
  const page = sitePageOf(path)
  if (page && !page.slugAddress)
    return `${path} is a page of this site: a redirect from it would hide the page. Redirect an address that no longer exists.`
  if (isServerPath(path, distDir))
    return `${path} belongs to the server itself (its API, the admin or a file of the site), not to a page: it cannot be redirected.`
  return null
}

export const targetUrlProblem = (url: unknown): string | null => {
  const message =
    'Enter a path on this site starting with / (such as /projects) or a full address starting with https://.'
  if (typeof url !== 'string' || url.trim() === '') return message
  const value = url.trim()
  if (value.length > MAX_REDIRECT_PATH_LENGTH)
    return `Keep the address under ${MAX_REDIRECT_PATH_LENGTH} characters.`
  if (CONTROL_CHARACTERS.test(value) || /\s/.test(value))
    return 'An address cannot contain spaces or control characters (write a space as %20).'
  if (value.includes('\\')) return BACKSLASH_MESSAGE
  if (value.startsWith('/')) return value.startsWith('//') ? message : null
  try {
    const { protocol } = new URL(value)
    return protocol === 'http:' || protocol === 'https:' ? null : message
  } catch {
    return message
  }
}

export const sitePathOfUrl = (url: string, origin: string): string | null => {
  const value = url.trim()
  if (value.startsWith('//')) return null
  let parsed: URL
  try {
    parsed = new URL(value, origin)
  } catch {
    return null
  }
  if (parsed.origin !== new URL(origin).origin) return null
  return normaliseRedirectPath(parsed.pathname)
}

/** The loop `[from, …, from]` a visitor would go round from `firstPath`, else null. */
export const loopBackTo = (
  from: string,
  firstPath: string | null,
  next: ReadonlyMap<string, string | null>,
): string[] | null => {
  const chain = [from]
  const seen = new Set<string>()
  let current = firstPath
  while (current !== null) {
    chain.push(current)
    if (current === from) return chain
    // A circle that does not pass through `from` was refused when its own last link was saved.
    if (seen.has(current)) return null
    seen.add(current)
    const following = next.get(current)
    if (following === undefined) return null
    current = following
  }
  return null
}

export const loopMessage = (chain: readonly string[]): string =>
  chain.length <= 2
    ? `This sends ${chain[0]} to itself: a visitor would never arrive.`
    : `This leads back to ${chain[0]} (${chain.join(' → ')}): a visitor would go round in circles.`
