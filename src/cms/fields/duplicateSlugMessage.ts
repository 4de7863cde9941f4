/** The record that already holds a slug, as the owner knows it. */
export type SlugOwner = { label: string; title: string; deleted: boolean }

const OPENING = 'Slug "'
const MIDDLE = '" is already used by '

/**
 * What the admin shows under a slug that another record holds, naming that record:
 * `Slug "my-app" is already used by the project "My App".` A soft-deleted record keeps its slug
 * (the unique index is on the table), so the message says when the holder is marked Deleted.
 */
export const duplicateSlugMessage = (slug: string, { label, title, deleted }: SlugOwner): string =>
  `${OPENING}${slug}${MIDDLE}the ${label.toLowerCase()} "${title}"${deleted ? ' (marked Deleted)' : ''}.`

/** True for a message made by `duplicateSlugMessage`: the contract answers it 409, not 400. */
export const isDuplicateSlugMessage = (message: string): boolean =>
  message.startsWith(OPENING) && message.includes(MIDDLE)
