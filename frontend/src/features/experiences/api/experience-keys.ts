import { createEntityKeys } from '@/lib/query-keys'

/** Query keys of the experience records. */
export const experienceKeys = createEntityKeys('experiences')
