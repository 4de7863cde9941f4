import { describe, expect, it } from 'vitest'

import { checkInquiry } from './check-inquiry'

describe('contact form quick check', () => {
  it('requires name, email and message but not subject', () => {
    expect(checkInquiry({ name: ' ', email: '', subject: '', message: '\n' })).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
      message: 'Please enter a message.',
    })
    expect(
      checkInquiry({ name: 'Ana', email: 'ana@example.com', subject: '', message: 'Hello' }),
    ).toEqual({})
  })

  it('leaves the email format to the API', () => {
    expect(
      checkInquiry({ name: 'Ana', email: 'not-an-email', subject: '', message: 'Hi' }),
    ).toEqual({})
  })
})
