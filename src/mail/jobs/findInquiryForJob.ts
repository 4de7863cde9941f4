import type { PayloadRequest } from 'payload'

import type { Inquiry } from '../../shared/payload-types'

/** The job's inquiry in the job's transaction, or null once deleted; jobs run as the system. */
export const findInquiryForJob = async (
  req: PayloadRequest,
  inquiryId: number,
): Promise<Inquiry | null> =>
  req.payload.findByID({
    collection: 'inquiries',
    id: inquiryId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
