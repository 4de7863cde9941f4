import { describe, expect, it } from 'vitest'

import { hashRecoveryCode, isRecoveryCode, newRecoveryCodes } from './recoveryCodes'

describe('recovery codes', () => {
  it('makes 10 distinct codes that read unambiguously', () => {
    const codes = newRecoveryCodes()
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) {
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/)
      expect(isRecoveryCode(code)).toBe(true)
    }
  })

  it('hashes a code the same however it is typed, and differently under another secret', () => {
    const [code] = newRecoveryCodes()
    const hash = hashRecoveryCode(code!, 'secret-a')
    expect(hashRecoveryCode(` ${code!.toLowerCase().replace('-', ' ')} `, 'secret-a')).toBe(hash)
    expect(hashRecoveryCode(code!, 'secret-b')).not.toBe(hash)
    expect(hash).not.toContain(code!.replace('-', ''))
  })

  it('does not take an authenticator code for a recovery code', () => {
    expect(isRecoveryCode('123456')).toBe(false)
    expect(isRecoveryCode('ABCDE-FGHI1')).toBe(false)
  })
})
