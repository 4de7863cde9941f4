import { createEntityKeys } from '@/lib/query-keys'

/** Query keys of the interest records. */
export const interestKeys = createEntityKeys('interests')
