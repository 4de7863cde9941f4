import type { TestimonialInvitation } from '@shared/apiTypes'
import { TESTIMONIAL_LIMITS } from '@shared/model'
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react'

import { CheckIcon } from '@/components/ui/icons'
import { testimonialWords } from '@/i18n/en/testimonial'
import { useSiteWords } from '@/i18n/site-words-provider'
import { ApiError } from '@/lib/api-error'
import { sendTestimonial } from '../api/testimonials-api'
import {
  checkTestimonial,
  fieldMessage,
  PHOTO_TYPES,
  type TestimonialErrors,
  type TestimonialField,
} from '../utils/check-testimonial'
import { Honeypot } from '@/components/ui/honeypot'
import '@/components/ui/site-form.css'
import './testimonial-form.css'

type TextField = 'name' | 'role' | 'company' | 'text'
const FIELD_ORDER: TestimonialField[] = ['name', 'role', 'company', 'text', 'photo', 'project']

/** The link's state once it has been spent or run out (the route shows it in place of the form). */
export type LinkRefusal = 'used' | 'expired' | 'unknown'

export const refusalOf = (error: unknown): LinkRefusal | null => {
  if (!(error instanceof ApiError)) return null
  if (error.code === 'link_used') return 'used'
  if (error.code === 'link_expired') return 'expired'
  return error.status === 404 ? 'unknown' : null
}

const base64Of = async (file: File): Promise<string> => {
  const bytes = new Uint8Array(await file.arrayBuffer())
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

/**
 * The client's testimonial: name, role, company, an optional photo and project, and the text
 * (plain). Checked here in the page's language, then by the server; on failure everything typed
 * stays. A link spent meanwhile (another tab) turns the page into its notice via `onRefused`.
 */
export const TestimonialForm = ({
  token,
  invitation,
  onRefused,
}: {
  token: string
  invitation: TestimonialInvitation
  onRefused: (refusal: LinkRefusal) => void
}) => {
  const { t } = useSiteWords(testimonialWords)
  const [values, setValues] = useState<Record<TextField, string>>({
    name: invitation.clientName,
    role: '',
    company: '',
    text: '',
  })
  const [project, setProject] = useState(invitation.project ? String(invitation.project) : '')
  const [photo, setPhoto] = useState<File | null>(null)
  const [errors, setErrors] = useState<TestimonialErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)
  const honeypot = useRef<HTMLInputElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const doneRef = useRef<HTMLHeadingElement>(null)

  const focusFirstError = (found: TestimonialErrors) => {
    const first = FIELD_ORDER.find((field) => found[field])
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.target.name as TextField
    setValues((current) => ({ ...current, [field]: event.target.value }))
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setFormError(null)
    const found = checkTestimonial({ ...values, photo }, t)
    if (Object.keys(found).length > 0) {
      setErrors(found)
      focusFirstError(found)
      return
    }
    // A filled honeypot means a bot: pretend success and send nothing.
    if (honeypot.current?.value) {
      setSent(true)
      return
    }
    setSending(true)
    try {
      await sendTestimonial({
        token,
        name: values.name.trim(),
        role: values.role.trim(),
        company: values.company.trim(),
        text: values.text.trim(),
        project: project ? Number(project) : null,
        photo: photo ? await base64Of(photo) : null,
      })
      setSent(true)
      window.setTimeout(() => doneRef.current?.focus(), 0)
    } catch (error) {
      const refusal = refusalOf(error)
      if (refusal) return onRefused(refusal)
      const fromApi: TestimonialErrors = {}
      if (error instanceof ApiError && error.status === 400)
        for (const field of Object.keys(error.fields))
          fromApi[field as TestimonialField] = fieldMessage(field, values.text, t)
      setErrors(fromApi)
      setFormError(
        error instanceof ApiError && error.status === 429
          ? t('testimonial.tooMany')
          : Object.keys(fromApi).length > 0
            ? t('testimonial.correctFields')
            : t('testimonial.notSent'),
      )
      focusFirstError(fromApi)
    } finally {
      setSending(false)
    }
  }

  if (sent) {
    return (
      <div className="glass site-form site-form__done testimonial-form__done" role="status">
        <span className="site-form__done-icon">
          <CheckIcon />
        </span>
        <h2 ref={doneRef} tabIndex={-1} className="title-md">
          {t('testimonial.thanksTitle')}
        </h2>
        <p className="muted">{t('testimonial.thanksText')}</p>
      </div>
    )
  }

  const describedBy = (field: TestimonialField, hint?: boolean) =>
    [hint ? `testimonial-${field}-hint` : '', errors[field] ? `testimonial-${field}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined
  const fieldProps = (field: TextField) => ({
    id: `testimonial-${field}`,
    name: field,
    value: values[field],
    onChange,
    className: 'input',
    dir: 'auto',
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(field, field === 'text'),
  })
  const errorOf = (field: TestimonialField) =>
    errors[field] ? (
      <p id={`testimonial-${field}-error`} className="field__error">
        {errors[field]}
      </p>
    ) : null
  const optional = <span className="site-form__optional">{t('testimonial.optional')}</span>

  return (
    <form
      ref={formRef}
      className="glass site-form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('testimonial.pageTitle')}
    >
      <div className="field">
        <label className="field__label" htmlFor="testimonial-name">
          {t('testimonial.name')}
        </label>
        <input
          {...fieldProps('name')}
          type="text"
          autoComplete="name"
          required
          aria-required="true"
          maxLength={TESTIMONIAL_LIMITS.name}
        />
        {errorOf('name')}
      </div>
      <div className="site-form__row">
        <div className="field">
          <label className="field__label" htmlFor="testimonial-role">
            {t('testimonial.role')} {optional}
          </label>
          <input
            {...fieldProps('role')}
            type="text"
            autoComplete="organization-title"
            maxLength={TESTIMONIAL_LIMITS.role}
          />
          {errorOf('role')}
        </div>
        <div className="field">
          <label className="field__label" htmlFor="testimonial-company">
            {t('testimonial.company')} {optional}
          </label>
          <input
            {...fieldProps('company')}
            type="text"
            autoComplete="organization"
            maxLength={TESTIMONIAL_LIMITS.company}
          />
          {errorOf('company')}
        </div>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="testimonial-text">
          {t('testimonial.text')}
        </label>
        <textarea {...fieldProps('text')} rows={7} required aria-required="true" />
        <p id="testimonial-text-hint" className="testimonial-form__hint">
          {t('testimonial.textHint', { count: TESTIMONIAL_LIMITS.text })}
        </p>
        {errorOf('text')}
      </div>
      <div className="site-form__row">
        <div className="field">
          <label className="field__label" htmlFor="testimonial-photo">
            {t('testimonial.photo')} {optional}
          </label>
          <input
            id="testimonial-photo"
            name="photo"
            type="file"
            className="input testimonial-form__file"
            accept={PHOTO_TYPES.join(',')}
            aria-invalid={errors.photo ? true : undefined}
            aria-describedby={describedBy('photo', true)}
            onChange={(event) => {
              setPhoto(event.target.files?.[0] ?? null)
              setErrors((current) => ({ ...current, photo: undefined }))
            }}
          />
          <p id="testimonial-photo-hint" className="testimonial-form__hint">
            {t('testimonial.photoHint')}
          </p>
          {errorOf('photo')}
        </div>
        {invitation.projects.length > 0 ? (
          <div className="field">
            <label className="field__label" htmlFor="testimonial-project">
              {t('testimonial.project')} {optional}
            </label>
            <select
              id="testimonial-project"
              name="project"
              className="input"
              value={project}
              aria-invalid={errors.project ? true : undefined}
              aria-describedby={describedBy('project')}
              onChange={(event) => {
                setProject(event.target.value)
                setErrors((current) => ({ ...current, project: undefined }))
              }}
            >
              <option value="">{t('testimonial.noProject')}</option>
              {invitation.projects.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.title}
                </option>
              ))}
            </select>
            {errorOf('project')}
          </div>
        ) : null}
      </div>
      <Honeypot id="testimonial-website" label={t('testimonial.website')} inputRef={honeypot} />
      {formError ? (
        <p className="site-form__error" role="alert">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary site-form__submit" disabled={sending}>
        {sending ? <span className="spinner" aria-hidden="true" /> : null}
        {sending ? t('testimonial.sending') : t('testimonial.send')}
      </button>
    </form>
  )
}
