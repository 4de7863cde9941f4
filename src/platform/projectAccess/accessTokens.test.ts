import { describe, expect, it } from 'vitest'

import {
  linkIdOfToken,
  readProjectAccess,
  shareLinkToken,
  signProjectAccess,
  verifyProjectAccess,
  verifyShareLinkToken,
} from './accessTokens'
import { hashPassword, verifyPassword } from './passwordHash'

const SECRET = 'a-test-secret-of-some-length'
const NOW = Date.parse('2026-12-02T12:00:00Z')
const inAnHour = NOW / 1000 + 3600
const byPassword = { kind: 'password', passwordHash: 'scrypt$hash-one' } as const

describe('the access cookie', () => {
  const value = signProjectAccess(7, inAnHour, byPassword, SECRET)

  it('opens the project it was made for, until it expires', () => {
    expect(verifyProjectAccess(value, 7, byPassword, SECRET, NOW)).toBe(true)
    expect(verifyProjectAccess(value, 7, byPassword, SECRET, inAnHour * 1000)).toBe(false)
  })

  it('opens no other project, nothing after a new password, nothing with another secret', () => {
    expect(verifyProjectAccess(value, 8, byPassword, SECRET, NOW)).toBe(false)
    const newHash = { kind: 'password', passwordHash: 'scrypt$hash-two' } as const
    expect(verifyProjectAccess(value, 7, newHash, SECRET, NOW)).toBe(false)
    expect(verifyProjectAccess(value, 7, byPassword, `${SECRET}!`, NOW)).toBe(false)
  })

  it('refuses a value whose expiry or signature was changed', () => {
    const [, via, mac] = value.split('.')
    expect(
      verifyProjectAccess(`${inAnHour + 86_400}.${via}.${mac}`, 7, byPassword, SECRET, NOW),
    ).toBe(false)
    const flipped = mac!.startsWith('A') ? `B${mac!.slice(1)}` : `A${mac!.slice(1)}`
    expect(verifyProjectAccess(`${inAnHour}.${via}.${flipped}`, 7, byPassword, SECRET, NOW)).toBe(
      false,
    )
  })

  it('says how it was opened, and a link-opened cookie is not a password-opened one', () => {
    const byLink = signProjectAccess(7, inAnHour, { kind: 'link', linkId: 3 }, SECRET)
    expect(readProjectAccess(byLink)).toEqual({ expires: inAnHour, via: 3 })
    expect(readProjectAccess(value)).toEqual({ expires: inAnHour, via: 'password' })
    const relabelled = byLink.replace('.l3.', '.p.')
    expect(verifyProjectAccess(relabelled, 7, byPassword, SECRET, NOW)).toBe(false)
    expect(readProjectAccess('garbage')).toBeNull()
  })
})

describe('a share link token', () => {
  const createdAt = '2026-12-01T10:00:00.000Z'
  const token = shareLinkToken(12, createdAt, SECRET)

  it('names its link and is bound to the row and the secret', () => {
    expect(linkIdOfToken(token)).toBe(12)
    expect(verifyShareLinkToken(token, { id: 12, createdAt }, SECRET)).toBe(true)
    expect(
      verifyShareLinkToken(token, { id: 12, createdAt: '2026-12-01T10:00:01.000Z' }, SECRET),
    ).toBe(false)
    expect(verifyShareLinkToken(token, { id: 12, createdAt }, `${SECRET}!`)).toBe(false)
    expect(linkIdOfToken('12.short')).toBeNull()
  })
})

describe('a project password', () => {
  it('is kept as a salted scrypt hash that only the same password matches', async () => {
    const stored = await hashPassword('correct horse')
    expect(stored).toMatch(/^scrypt\$32768\$8\$3\$[\w-]+\$[\w-]+$/)
    expect(stored).not.toContain('correct horse')
    expect(await hashPassword('correct horse')).not.toBe(stored)
    expect(await verifyPassword('correct horse', stored)).toBe(true)
    expect(await verifyPassword('correct horsE', stored)).toBe(false)
    expect(await verifyPassword('correct horse', null)).toBe(false)
    // A row edited to a huge cost is refused, not computed.
    expect(await verifyPassword('correct horse', stored.replace('$32768$', '$1048576$'))).toBe(
      false,
    )
  }, 60_000) // Five scrypt runs: seconds on a busy machine.
})
