import type { contactWords } from '@/i18n/en/contact'
import type { Translate } from '@/i18n/site-words'

export type InquiryField = 'name' | 'email' | 'subject' | 'message'

/**
 * The quick check before sending: required fields must not be blank. Everything else (email
 * format, lengths) is the API's to judge, and its per-field messages are shown as they come.
 */
export const checkInquiry = (
  values: Record<InquiryField, string>,
  t: Translate<keyof typeof contactWords>,
): Partial<Record<InquiryField, string>> => {
  const errors: Partial<Record<InquiryField, string>> = {}
  if (!values.name.trim()) errors.name = t('contact.nameRequired')
  if (!values.email.trim()) errors.email = t('contact.emailRequired')
  if (!values.message.trim()) errors.message = t('contact.messageRequired')
  return errors
}
