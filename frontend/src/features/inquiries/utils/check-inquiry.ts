export type InquiryField = 'name' | 'email' | 'subject' | 'message'

/**
 * The quick check before sending: required fields must not be blank. Everything else (email
 * format, lengths) is the API's to judge, and its per-field messages are shown as they come.
 */
export const checkInquiry = (
  values: Record<InquiryField, string>,
): Partial<Record<InquiryField, string>> => {
  const errors: Partial<Record<InquiryField, string>> = {}
  if (!values.name.trim()) errors.name = 'Please enter your name.'
  if (!values.email.trim()) errors.email = 'Please enter your email address.'
  if (!values.message.trim()) errors.message = 'Please enter a message.'
  return errors
}
