import { createEntityKeys } from '@/lib/query-keys'

/** Query keys of the contact inquiries (admin lists). */
export const inquiryKeys = createEntityKeys('inquiries')
