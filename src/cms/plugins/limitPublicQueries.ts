import { APIError, type CollectionBeforeOperationHook, type FlattenedField } from 'payload'

const PUBLIC_MAX_LIMIT = 100
const PUBLIC_MAX_DEPTH = 1

const SORTABLE_TYPES = new Set([
  'text',
  'textarea',
  'email',
  'number',
  'date',
  'checkbox',
  'select',
  'radio',
  'code',
])
const ALWAYS_SORTABLE = new Set(['id', 'createdAt', 'updatedAt'])

const isSortable = (fields: FlattenedField[], name: string): boolean => {
  if (ALWAYS_SORTABLE.has(name)) return true
  const field = fields.find((candidate) => 'name' in candidate && candidate.name === name)
  if (!field || !SORTABLE_TYPES.has(field.type)) return false
  // Hidden or read-restricted fields must not leak through the order of results.
  return !('hidden' in field && field.hidden) && !field.access?.read
}

/** Anonymous `/cms-api` reads: at most 100 rows, depth 1, sorting by visible fields only. */
export const limitPublicQueries: CollectionBeforeOperationHook = ({
  args,
  collection,
  operation,
  req,
}) => {
  if (operation !== 'read' || req.user || req.payloadAPI === 'local') return args
  const next = { ...args } as typeof args & {
    limit?: number
    pagination?: boolean
    depth?: number
    sort?: string | string[]
  }
  if (next.pagination === false) next.pagination = true
  if (next.limit === 0 || (typeof next.limit === 'number' && next.limit > PUBLIC_MAX_LIMIT))
    next.limit = PUBLIC_MAX_LIMIT
  next.depth = Math.min(
    typeof next.depth === 'number' && next.depth >= 0 ? next.depth : PUBLIC_MAX_DEPTH,
    PUBLIC_MAX_DEPTH,
  )
  const sorts = (
    Array.isArray(next.sort) ? next.sort : typeof next.sort === 'string' ? next.sort.split(',') : []
  )
    .map((entry) => entry.trim().replace(/^-/, ''))
    .filter(Boolean)
  const refused = sorts.find((name) => !isSortable(collection.flattenedFields, name))
  if (refused)
    throw new APIError(`Sorting by "${refused.slice(0, 100)}" is not allowed.`, 400, null, true)
  return next
}
