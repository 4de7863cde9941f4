'use client'
import { Button, useField, useFormFields } from '@payloadcms/ui'

import { inquiryReplyMailto } from './inquiryReplyMailto'
import { useSaveInquiryFields } from './useSaveInquiryFields'

/** "Reply" opens the owner's mail client; the inbox sends nothing but records `repliedAt`. */
export const InquiryReplyButton = () => {
  // One selector per value: each returns a string, so the button re-renders only when it changes.
  const inquiry = {
    name: useFormFields(([fields]) => fields.name?.value as string | undefined),
    email: useFormFields(([fields]) => fields.email?.value as string | undefined),
    subject: useFormFields(([fields]) => fields.subject?.value as string | undefined),
    message: useFormFields(([fields]) => fields.message?.value as string | undefined),
  }
  const { setValue: setRepliedAt } = useField<string>({ path: 'repliedAt' })
  const save = useSaveInquiryFields()
  const mailto = inquiryReplyMailto(inquiry)
  if (!mailto) return null

  const recordReply = () => {
    const repliedAt = new Date().toISOString()
    void save({ repliedAt, read: true }).then((stored) => {
      // Stored already: the form takes it without counting it as an unsaved change.
      if (stored) setRepliedAt(repliedAt, true)
    })
  }

  // Payload's Button cancels an anchor's navigation when it has an onClick: the wrapper records
  // the reply and lets the mailto link open the mail client as before.
  return (
    <span onClickCapture={recordReply} style={{ display: 'contents' }}>
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
    </span>
  )
}
