import { describe, expect, it } from 'vitest'

import { buildAccountNotice } from './buildAccountNotice'

const AT = '2026-11-28T05:30:00.000Z'
const SITE = 'https://sam.example'

describe('an account notice', () => {
  it('names a new passkey, when it was added, and where to remove it', () => {
    const mail = buildAccountNotice(
      'sam@example.com',
      { kind: 'new-passkey', name: 'Work laptop', at: AT },
      SITE,
    )
    expect(mail.subject).toBe('A passkey was added to your portfolio admin')
    expect(mail.text).toContain(
      'A passkey named "Work laptop" was added to your portfolio admin account on Sat, 28 Nov 2026 05:30:00 GMT',
    )
    expect(mail.text).toContain('https://sam.example/admin/account')
  })
})
