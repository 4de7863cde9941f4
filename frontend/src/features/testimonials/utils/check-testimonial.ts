import { TESTIMONIAL_LIMITS } from '@shared/model'
import { carriesMarkup } from '@shared/plainText'

import type { testimonialWords } from '@/i18n/en/testimonial'
import type { Translate } from '@/i18n/site-words'

export type TestimonialField = 'name' | 'role' | 'company' | 'text' | 'photo' | 'project'
export type TestimonialErrors = Partial<Record<TestimonialField, string>>

/** The image types the media library takes, as a file picker names them. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']

/**
 * The form's own check, in the page's language, before anything is sent: the server checks the
 * same rules again and its field names are mapped to these words (`fieldMessage`).
 */
export const checkTestimonial = (
  values: { name: string; text: string; photo: File | null },
  t: Translate<keyof typeof testimonialWords>,
): TestimonialErrors => {
  const errors: TestimonialErrors = {}
  if (!values.name.trim()) errors.name = t('testimonial.nameRequired')
  const text = values.text.trim()
  if (!text) errors.text = t('testimonial.textRequired')
  else if (text.length > TESTIMONIAL_LIMITS.text)
    errors.text = t('testimonial.textTooLong', { count: TESTIMONIAL_LIMITS.text })
  else if (carriesMarkup(text)) errors.text = t('testimonial.markup')
  const { photo } = values
  if (photo && (!PHOTO_TYPES.includes(photo.type) || photo.size > TESTIMONIAL_LIMITS.photoBytes))
    errors.photo = t('testimonial.photoInvalid')
  return errors
}

/** The page-language message for a field the server refused (its own message is English). */
export const fieldMessage = (
  field: string,
  text: string,
  t: Translate<keyof typeof testimonialWords>,
): string => {
  switch (field) {
    case 'text':
      if (carriesMarkup(text)) return t('testimonial.markup')
      if (text.trim().length > TESTIMONIAL_LIMITS.text)
        return t('testimonial.textTooLong', { count: TESTIMONIAL_LIMITS.text })
      return text.trim() ? t('testimonial.fieldInvalid') : t('testimonial.textRequired')
    case 'photo':
      return t('testimonial.photoInvalid')
    case 'project':
      return t('testimonial.projectInvalid')
    default:
      return t('testimonial.fieldInvalid')
  }
}
