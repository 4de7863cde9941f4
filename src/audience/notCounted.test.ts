import { describe, expect, it } from 'vitest'

import { asksNotToBeTracked, notCountedBecause } from './notCounted'

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'
const request = (headers: Record<string, string>) => headers

describe('what is not counted', () => {
  it('counts a browser', () => {
    expect(notCountedBecause(request({ 'user-agent': CHROME }))).toBeUndefined()
  })

  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36',
    'Mozilla/5.0 (Linux; Android 11; moto g power) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
    'facebookexternalhit/1.1',
    'LinkedInBot/1.0',
    'curl/8.5.0',
    'python-requests/2.31',
    '',
  ])('leaves out %s', (agent) => {
    expect(notCountedBecause(request({ 'user-agent': agent }))).toBe('not a person')
  })

  it('leaves out prefetches and the signed-in owner', () => {
    expect(notCountedBecause(request({ 'user-agent': CHROME, 'sec-purpose': 'prefetch' }))).toBe(
      'prefetch',
    )
    expect(notCountedBecause(request({ 'user-agent': CHROME, purpose: 'prefetch' }))).toBe(
      'prefetch',
    )
    expect(
      notCountedBecause(request({ 'user-agent': CHROME, cookie: 'theme=dark; payload-token=abc' })),
    ).toBe('the owner')
    expect(
      notCountedBecause(request({ 'user-agent': CHROME, cookie: 'not-payload-token=abc' })),
    ).toBeUndefined()
  })

  it('hears Global Privacy Control and Do Not Track', () => {
    expect(asksNotToBeTracked(request({ 'sec-gpc': '1' }))).toBe(true)
    expect(asksNotToBeTracked(request({ dnt: '1' }))).toBe(true)
    expect(asksNotToBeTracked(request({ dnt: '0' }))).toBe(false)
  })
})
