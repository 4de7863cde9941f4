import { describe, expect, it } from 'vitest'

import { en } from '@/i18n/en'
import { fr } from '@/i18n/fr'
import { words as frContact } from '@/i18n/fr/contact'
import { createSiteWords } from '@/i18n/site-words'
import { checkInquiry } from './check-inquiry'

const { t } = createSiteWords('en', en, en, [])

describe('contact form quick check', () => {
  it('requires name, email and message but not subject', () => {
    expect(checkInquiry({ name: ' ', email: '', subject: '', message: '\n' }, t)).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
      message: 'Please enter a message.',
    })
    expect(
      checkInquiry({ name: 'Ana', email: 'ana@example.com', subject: '', message: 'Hello' }, t),
    ).toEqual({})
  })

  it('asks in the page language', () => {
    const french = createSiteWords('fr', { ...fr, ...frContact }, en, [])
    expect(
      checkInquiry({ name: '', email: 'a@b.c', subject: '', message: 'Hi' }, french.t),
    ).toEqual({ name: 'Veuillez indiquer votre nom.' })
  })

  it('leaves the email format to the API', () => {
    expect(
      checkInquiry({ name: 'Ana', email: 'not-an-email', subject: '', message: 'Hi' }, t),
    ).toEqual({})
  })
})
