import { describe, expect, it } from 'vitest'

import { describeSmtpError } from './describeSmtpError'

const at = { host: 'smtp.example.com', port: 587 }

describe('describeSmtpError', () => {
  it('names a refused login, with the server’s own words', () => {
    const message = describeSmtpError(
      { code: 'EAUTH', response: '535 5.7.8 Authentication failed' },
      at,
    )
    expect(message).toBe(
      'The SMTP server at smtp.example.com:587 rejected the user name or password. The server said: "535 5.7.8 Authentication failed".',
    )
  })

  it('reads the system error nodemailer wraps in ESOCKET', () => {
    expect(
      describeSmtpError({ code: 'ESOCKET', message: 'connect ECONNREFUSED 10.0.0.1:587' }, at),
    ).toMatch(/^Could not connect to smtp\.example\.com:587: the connection was refused/)
    expect(
      describeSmtpError({ code: 'EDNS', message: 'getaddrinfo ENOTFOUND smtp.example.com' }, at),
    ).toMatch(/could not be found/)
    expect(
      describeSmtpError({ code: 'ETIMEDOUT', message: 'Greeting never received' }, at),
    ).toMatch(/did not answer in time/)
  })

  it('explains TLS mismatches and refused addresses', () => {
    expect(describeSmtpError({ code: 'ESOCKET', message: 'wrong version number' }, at)).toMatch(
      /TLS/,
    )
    expect(describeSmtpError({ code: 'EENVELOPE', response: '550 No such user' }, at)).toMatch(
      /refused the sender or recipient/,
    )
  })

  it('falls back to the message for anything else', () => {
    expect(describeSmtpError(new Error('boom'), at)).toBe('Sending failed: boom')
  })
})
