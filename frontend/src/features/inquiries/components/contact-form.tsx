import type { InquiryInput } from '@shared/apiTypes'
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react'

import { CheckIcon } from '@/components/ui/icons'
import { SendIcon } from '@/components/ui/contact-icons'
import { contactWords } from '@/i18n/en/contact'
import { useSiteWords } from '@/i18n/site-words-provider'
import type { Translate } from '@/i18n/site-words'
import { ApiError } from '@/lib/api-error'
import { useCreateInquiry } from '../api/create-inquiry'
import { checkInquiry, type InquiryField } from '../utils/check-inquiry'
import { Honeypot } from '@/components/ui/honeypot'
import '@/components/ui/site-form.css'
import './contact-form.css'

type Values = Record<InquiryField, string>
const EMPTY: Values = { name: '', email: '', subject: '', message: '' }
const FIELD_ORDER: InquiryField[] = ['name', 'email', 'subject', 'message']

const failureMessage = (error: unknown, t: Translate<keyof typeof contactWords>): string => {
  if (error instanceof ApiError) {
    if (error.status === 429) {
      return error.retryAfter
        ? t('contact.tooManyWait', { count: error.retryAfter })
        : t('contact.tooMany')
    }
    if (error.status === 400 && Object.keys(error.fields).length > 0) {
      return t('contact.correctFields')
    }
    return error.message
  }
  return t('contact.notSent')
}

/**
 * The message form (name, email, subject, message) posting to the inquiries endpoint. Field
 * errors come from the API (plus a quick check for empty required fields); on failure everything
 * typed stays in place.
 */
export const ContactForm = () => {
  const [values, setValues] = useState<Values>(EMPTY)
  const [fieldErrors, setFieldErrors] = useState<Partial<Values>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const honeypot = useRef<HTMLInputElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const successRef = useRef<HTMLHeadingElement>(null)
  const mutation = useCreateInquiry()
  const { t } = useSiteWords(contactWords)

  const focusFirstError = (errors: Partial<Values>) => {
    const first = FIELD_ORDER.find((field) => errors[field])
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.target.name as InquiryField
    setValues((current) => ({ ...current, [field]: event.target.value }))
    if (fieldErrors[field]) setFieldErrors((current) => ({ ...current, [field]: undefined }))
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setFormError(null)
    const missing = checkInquiry(values, t)
    if (Object.keys(missing).length > 0) {
      setFieldErrors(missing)
      focusFirstError(missing)
      return
    }
    // A filled honeypot means a bot: pretend success and send nothing.
    if (honeypot.current?.value) {
      setSentTo(values.name.trim())
      return
    }
    const input: InquiryInput = {
      name: values.name.trim(),
      email: values.email.trim(),
      message: values.message.trim(),
      ...(values.subject.trim() ? { subject: values.subject.trim() } : {}),
    }
    mutation.mutate(input, {
      onSuccess: () => {
        setSentTo(input.name)
        setValues(EMPTY)
        setFieldErrors({})
        window.setTimeout(() => successRef.current?.focus(), 0)
      },
      onError: (error) => {
        const fromApi = error instanceof ApiError ? (error.fields as Partial<Values>) : {}
        setFieldErrors(fromApi)
        setFormError(failureMessage(error, t))
        focusFirstError(fromApi)
      },
    })
  }

  if (sentTo !== null) {
    return (
      <div
        className="glass site-form site-form__done contact-form__done"
        role="status"
        data-testid="contact-success"
      >
        <span className="site-form__done-icon">
          <CheckIcon />
        </span>
        <h2 ref={successRef} tabIndex={-1} className="title-md">
          {t('contact.sent')}
        </h2>
        <p className="muted">
          {sentTo ? t('contact.thanksNamed', { name: sentTo }) : t('contact.thanks')}
        </p>
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => {
            setSentTo(null)
            mutation.reset()
          }}
        >
          {t('contact.sendAnother')}
        </button>
      </div>
    )
  }

  const fieldProps = (field: InquiryField) => ({
    id: `contact-${field}`,
    name: field,
    value: values[field],
    onChange,
    className: 'input',
    'aria-invalid': fieldErrors[field] ? true : undefined,
    'aria-describedby': fieldErrors[field] ? `contact-${field}-error` : undefined,
  })
  const errorOf = (field: InquiryField) =>
    fieldErrors[field] ? (
      <p id={`contact-${field}-error`} className="field__error">
        {fieldErrors[field]}
      </p>
    ) : null
  const sending = mutation.isPending

  return (
    <form
      ref={formRef}
      className="glass site-form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className="title-md">
        {t('contact.formTitle')}
      </h2>
      <p className="muted contact-form__intro">{t('contact.formIntro')}</p>
      <div className="site-form__row">
        <div className="field">
          <label className="field__label" htmlFor="contact-name">
            {t('contact.name')}
          </label>
          <input
            {...fieldProps('name')}
            type="text"
            autoComplete="name"
            required
            aria-required="true"
          />
          {errorOf('name')}
        </div>
        <div className="field">
          <label className="field__label" htmlFor="contact-email">
            {t('common.email')}
          </label>
          <input
            {...fieldProps('email')}
            type="email"
            autoComplete="email"
            required
            aria-required="true"
          />
          {errorOf('email')}
        </div>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="contact-subject">
          {t('contact.subject')}{' '}
          <span className="site-form__optional">{t('contact.optional')}</span>
        </label>
        <input {...fieldProps('subject')} type="text" />
        {errorOf('subject')}
      </div>
      <div className="field">
        <label className="field__label" htmlFor="contact-message">
          {t('contact.message')}
        </label>
        <textarea {...fieldProps('message')} rows={6} required aria-required="true" />
        {errorOf('message')}
      </div>
      <Honeypot id="contact-website" label={t('contact.website')} inputRef={honeypot} />
      {formError ? (
        <p className="site-form__error" role="alert">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary site-form__submit" disabled={sending}>
        {sending ? <span className="spinner" aria-hidden="true" /> : <SendIcon />}
        {sending ? t('contact.sending') : t('contact.send')}
      </button>
    </form>
  )
}
