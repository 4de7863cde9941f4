import { createEntityKeys } from '@/lib/query-keys'

/** Query keys of everything project-related. */
export const projectKeys = createEntityKeys('projects')
