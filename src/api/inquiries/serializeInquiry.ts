import type { InquiryDto } from '../../shared/apiTypes'
import type { Inquiry } from '../../shared/payload-types'

/** The columns an `InquiryDto` is built from. */
export const INQUIRY_SELECT = {
  id: true,
  name: true,
  email: true,
  subject: true,
  message: true,
  timestamp: true,
  read: true,
} as const

/** An inquiry document → the contract's `InquiryDto`. */
export const serializeInquiry = (doc: Inquiry): InquiryDto => ({
  id: doc.id,
  name: doc.name,
  email: doc.email,
  subject: doc.subject ?? '',
  message: doc.message,
  timestamp: doc.timestamp,
  read: Boolean(doc.read),
})
