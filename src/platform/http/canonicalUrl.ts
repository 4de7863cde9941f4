/**
 * Percent-encoded unreserved characters (RFC 3986 §2.3: letters, digits, `-`, `.`, `_`, `~`),
 * which mean the same decoded (§6.2.2.2).
 */
const ENCODED_UNRESERVED = /%(?:2[dDeE]|3\d|[46][1-9a-fA-F]|[57][\daA]|5[fF]|7[eE])/g
/** A `.` or `..` segment. */
const DOT_SEGMENT = /\/\.\.?(?:\/|$)/

/** RFC 3986 §5.2.4 for an absolute path: `/a/./b/../c` → `/a/c`, never above the root. */
const removeDotSegments = (path: string): string => {
  const segments = path.split('/')
  const kept: string[] = []
  for (let i = 1; i < segments.length; i += 1) {
    const segment = segments[i]!
    if (segment !== '.' && segment !== '..') kept.push(segment)
    else {
      if (segment === '..') kept.pop()
      if (i === segments.length - 1) kept.push('')
    }
  }
  return `/${kept.join('/')}`
}

/**
 * The request target with its path as Next and Payload's router read it: encoded unreserved
 * characters decoded and dot segments removed (issue 45, item 8). Express matches the raw path,
 * so a limiter on `/cms-api/users/login` missed `/cms-api/users/%6cogin`, which Payload served;
 * with every request's URL made canonical first, each rule keyed on a path sees the one Payload
 * serves. Anything else (`%2F`, other encoded bytes, the query) is left as sent. The common
 * case, no `%` and no `/.`, costs two scans of the URL.
 */
export const canonicalUrl = (url: string): string => {
  if ((!url.includes('%') && !url.includes('/.')) || url[0] !== '/') return url
  const queryAt = url.indexOf('?')
  const raw = queryAt === -1 ? url : url.slice(0, queryAt)
  let path = raw.replace(ENCODED_UNRESERVED, (escape) =>
    String.fromCharCode(Number.parseInt(escape.slice(1), 16)),
  )
  if (DOT_SEGMENT.test(path)) path = removeDotSegments(path)
  return path === raw ? url : `${path}${queryAt === -1 ? '' : url.slice(queryAt)}`
}
