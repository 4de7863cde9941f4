import { describe, expect, it } from 'vitest'

import { inquiryReplyMailto } from './inquiryReplyMailto'

/** The parts of a mailto URL as a mail client decodes them. */
const parse = (url: string) => {
  const [to, query] = url.replace(/^mailto:/, '').split('?')
  const params = new URLSearchParams(query)
  return { to: decodeURIComponent(to!), subject: params.get('subject'), body: params.get('body') }
}

describe('inquiryReplyMailto', () => {
  it('addresses the visitor, answers their subject and quotes their message line by line', () => {
    const url = inquiryReplyMailto({
      name: 'Ada Lovelace',
      email: 'ada+site@example.com',
      subject: 'Work & play? 100%',
      message: 'First line\nSecond line\n\nLast',
    })!
    expect(url.startsWith('mailto:ada%2Bsite@example.com?subject=')).toBe(true)
    expect(url).not.toMatch(/[ \n]/)
    expect(parse(url)).toEqual({
      to: 'ada+site@example.com',
      subject: 'Re: Work & play? 100%',
      body: 'Hi Ada Lovelace,\r\n\r\n\r\n\r\nAda Lovelace wrote:\r\n> First line\r\n> Second line\r\n>\r\n> Last',
    })
  })

  it('says "Your message" when there is no subject, and nothing without an address', () => {
    const url = inquiryReplyMailto({ name: 'Bo', email: 'bo@example.com', message: 'Hi' })!
    expect(parse(url).subject).toBe('Re: Your message')
    expect(inquiryReplyMailto({ name: 'Bo', email: '', message: 'Hi' })).toBeNull()
  })
})
