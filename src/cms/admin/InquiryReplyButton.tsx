'use client'
import { Button, useFormFields } from '@payloadcms/ui'

import { inquiryReplyMailto } from './inquiryReplyMailto'

/**
 * In an open inquiry, next to Save: "Reply" opens the owner's mail client with a message to the
 * visitor, their subject answered and their message quoted. The inbox itself sends no replies.
 */
export const InquiryReplyButton = () => {
  // One selector per value: each returns a string, so the button re-renders only when it changes.
  const inquiry = {
    name: useFormFields(([fields]) => fields.name?.value as string | undefined),
    email: useFormFields(([fields]) => fields.email?.value as string | undefined),
    subject: useFormFields(([fields]) => fields.subject?.value as string | undefined),
    message: useFormFields(([fields]) => fields.message?.value as string | undefined),
  }
  const mailto = inquiryReplyMailto(inquiry)
  if (!mailto) return null
  return (
    <Button
      el="anchor"
      url={mailto}
      buttonStyle="primary"
      size="medium"
      margin={false}
      aria-label={`Reply to ${inquiry.email} by email`}
    >
      Reply
    </Button>
  )
}
