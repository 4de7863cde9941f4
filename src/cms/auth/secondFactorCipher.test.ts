import { describe, expect, it } from 'vitest'

import { decryptTotpSecret, encryptTotpSecret } from './secondFactorCipher'

describe('the authenticator secret at rest', () => {
  it('round-trips, never stores the secret in clear, and differs each time', () => {
    const stored = encryptTotpSecret('JBSWY3DPEHPK3PXP', 'payload-secret')
    expect(stored).toMatch(/^enc:v1:/)
    expect(stored).not.toContain('JBSWY3DPEHPK3PXP')
    expect(encryptTotpSecret('JBSWY3DPEHPK3PXP', 'payload-secret')).not.toBe(stored)
    expect(decryptTotpSecret(stored, 'payload-secret')).toBe('JBSWY3DPEHPK3PXP')
  })

  it('refuses another key and an altered value', () => {
    const stored = encryptTotpSecret('JBSWY3DPEHPK3PXP', 'payload-secret')
    expect(() => decryptTotpSecret(stored, 'another-secret')).toThrow()
    expect(() => decryptTotpSecret(`${stored.slice(0, -2)}AA`, 'payload-secret')).toThrow()
    expect(() => decryptTotpSecret('JBSWY3DPEHPK3PXP', 'payload-secret')).toThrow(/damaged/)
  })
})
