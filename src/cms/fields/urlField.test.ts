import { describe, expect, it } from 'vitest'

import { completeUrl, urlField } from './urlField'

const validate = urlField('liveUrl', 'Live URL', 'your-app.example.com').validate as (
  value: unknown,
) => true | string

describe('a URL field', () => {
  it('completes an address typed without a scheme with https://', () => {
    expect(completeUrl('github.com/x')).toBe('https://github.com/x')
    expect(completeUrl('  www.linkedin.com/in/jane ')).toBe('https://www.linkedin.com/in/jane')
    expect(completeUrl('//example.com/a')).toBe('https://example.com/a')
    expect(validate('github.com/x')).toBe(true)
  })

  it('keeps full addresses and empty values as they are', () => {
    expect(completeUrl('http://localhost:3000/x')).toBe('http://localhost:3000/x')
    expect(completeUrl('https://github.com/x')).toBe('https://github.com/x')
    expect(completeUrl('')).toBe('')
    expect(completeUrl(null)).toBe(null)
  })

  it('still refuses what is no web address, saying why', () => {
    expect(validate('ftp://example.com')).toBe('Must start with http:// or https://')
    expect(validate('not a url')).toMatch(/full URL such as https:\/\/example\.com/)
    expect(completeUrl('not a url')).toBe('not a url')
  })

  it('takes only https:// where the field asks for it', () => {
    const secure = urlField('schedulingUrl', 'Booking', 'cal.com/you', { secure: true })
      .validate as (value: unknown) => true | string
    expect(secure('cal.com/jane')).toBe(true)
    expect(secure('https://calendly.com/jane/30min')).toBe(true)
    expect(secure('http://cal.com/jane')).toBe('Must start with https://')
    expect(secure('javascript:alert(1)')).toBe('Must start with https://')
  })
})
