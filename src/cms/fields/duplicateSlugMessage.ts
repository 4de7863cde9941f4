export type SlugOwner = { label: string; title: string; deleted: boolean }

const OPENING = 'Slug "'
const MIDDLE = '" is already used by '

/** Says when the holder is soft-deleted: it keeps its slug. */
export const duplicateSlugMessage = (slug: string, { label, title, deleted }: SlugOwner): string =>
  `${OPENING}${slug}${MIDDLE}the ${label.toLowerCase()} "${title}"${deleted ? ' (marked Deleted)' : ''}.`

/** True for a message made by `duplicateSlugMessage`: the contract answers it 409, not 400. */
export const isDuplicateSlugMessage = (message: string): boolean =>
  message.startsWith(OPENING) && message.includes(MIDDLE)
