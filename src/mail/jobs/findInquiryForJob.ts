import type { PayloadRequest } from 'payload'

import type { Inquiry } from '../../shared/payload-types'

/**
 * The inquiry an email job is about, read inside the job's request (its transaction), or null
 * when it has been deleted since the job was queued. Jobs run as the system, hence no access check.
 */
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
