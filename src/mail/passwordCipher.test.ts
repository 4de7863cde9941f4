import { describe, expect, it } from 'vitest'

import { decryptPassword, encryptPassword, isEncryptedPassword } from './passwordCipher'

const SECRET = 'a-payload-secret-of-reasonable-length-0123'

describe('passwordCipher', () => {
  it('round-trips and never stores the clear text', () => {
    const stored = encryptPassword('hunter2-Ünicode', SECRET)
    expect(isEncryptedPassword(stored)).toBe(true)
    expect(stored).not.toContain('hunter2')
    expect(decryptPassword(stored, SECRET)).toBe('hunter2-Ünicode')
  })

  it('uses a fresh IV each time', () => {
    expect(encryptPassword('same', SECRET)).not.toBe(encryptPassword('same', SECRET))
  })

  it('refuses another secret or an altered value instead of returning garbage', () => {
    const stored = encryptPassword('hunter2', SECRET)
    expect(() => decryptPassword(stored, 'another-secret-entirely-0123456789')).toThrow()
    const tampered = stored.slice(0, -2) + (stored.endsWith('A') ? 'BB' : 'AA')
    expect(() => decryptPassword(tampered, SECRET)).toThrow()
  })
})
