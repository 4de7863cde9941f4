import { createEntityKeys } from '@/lib/query-keys'

/** Query keys of everything skill-related. */
export const skillKeys = createEntityKeys('skills')
