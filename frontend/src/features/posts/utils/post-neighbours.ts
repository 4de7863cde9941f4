/**
 * The posts either side of one in the published list (newest first): `previous` was published
 * before it, `next` after it; none at either end, nor when the post is not in the list.
 */
export const postNeighbours = <Post extends { slug: string }>(
  posts: readonly Post[],
  slug: string,
): { previous?: Post; next?: Post } => {
  const index = posts.findIndex((post) => post.slug === slug)
  if (index === -1) return {}
  return { previous: posts[index + 1], next: index > 0 ? posts[index - 1] : undefined }
}

/** The tags of the posts, each once, in alphabetical order of the page's language. */
export const tagsOf = (posts: readonly { tags: string[] }[], language: string): string[] =>
  [...new Set(posts.flatMap((post) => post.tags))].sort((a, b) => a.localeCompare(b, language))
