import { createEntityKeys } from '@/lib/query-keys'

/** Query keys of the education records. */
export const educationKeys = createEntityKeys('education')
