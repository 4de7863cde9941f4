import { createEntityKeys } from '@/lib/query-keys'

/** Query keys of everything post-related. */
export const postKeys = createEntityKeys('posts')
