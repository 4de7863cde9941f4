import type { InquiryInput } from '@shared/apiTypes'
import { useMutation } from '@tanstack/react-query'

import { dataSource } from '@/lib/data-source/data-source-instance'
import { listRefreshingMutation } from '@/lib/list-refreshing-mutation'
import { inquiryKeys } from './inquiry-keys'

/** Sends the contact form (POST /inquiries); refreshes any cached inquiry list. */
const createInquiryMutation = () =>
  listRefreshingMutation(inquiryKeys.lists(), (input: InquiryInput) =>
    dataSource.inquiries.create(input),
  )

export const useCreateInquiry = () => useMutation(createInquiryMutation())
