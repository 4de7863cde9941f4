import { describe, expect, it } from 'vitest'

import { passwordProblem } from './passwordPolicy'

const TOO_SHORT = /at least 12 characters/
const COMMON = /too common or easy to guess/

describe('passwordProblem', () => {
  it('accepts long, unremarkable passwords and passphrases', () => {
    for (const password of [
      'Correct-horse-battery-9',
      'a long passphrase',
      'Xk9#mQ2!vL7$',
      'зелёный-слон-42',
    ]) {
      expect(passwordProblem(password, { email: 'jane.doe@example.com' }), password).toBeNull()
    }
  })

  it('asks for 12 to 1024 characters (counted as characters, not bytes)', () => {
    expect(passwordProblem('abc')).toMatch(TOO_SHORT)
    expect(passwordProblem('Xk9#mQ2!vL7')).toMatch(TOO_SHORT)
    expect(passwordProblem('😀😀😀😀😀😀😀😀😀😀😀')).toMatch(TOO_SHORT)
    expect(passwordProblem('Xk9#mQ2!vL7$'.repeat(85) + 'abcd')).toBeNull()
    expect(passwordProblem('Xk9#mQ2!vL7$'.repeat(100))).toMatch(/at most 1024 characters/)
  })

  it.each([
    [
      'refuses common passwords, also padded with digits and symbols, in any case or with swaps',
      [
        'password1234',
        'Password123!',
        '2024Password!!',
        'P@ssw0rd2024!',
        'ILOVEYOU12345',
        'letmein!2024',
        'Summer2024!!!',
        'qwertyuiop[]',
        '1q2w3e4r5t6y',
        'Portfolio-2025',
      ],
    ],
    [
      'refuses keyboard runs, counting runs and repeated chunks',
      [
        '123456789012',
        '987654321098',
        'abcdefghijkl',
        'qwertyuiopas',
        'lkjhgfdsapoi',
        'aaaaaaaaaaaa',
        'abcabcabcabc',
        'Xk9#mQ2!Xk9#mQ2!',
        '            ',
      ],
    ],
  ])('%s', (_behaviour, passwords) => {
    for (const password of passwords) expect(passwordProblem(password), password).toMatch(COMMON)
  })

  it("refuses a password containing the e-mail's name, case-insensitively", () => {
    const email = 'Jane.Doe+portfolio@example.com'
    expect(passwordProblem('my-JANE.DOE-password', { email })).toMatch(/"jane.doe"/)
    expect(passwordProblem('JaneDoe-forever-2025', { email })).toMatch(/"janedoe"/)
    expect(passwordProblem('Jane-Doe-forever-2025', { email })).toMatch(/"janedoe"/)
    expect(passwordProblem('Tarzan-and-Jane-25', { email })).toMatch(/"jane"/)
    // Parts shorter than 4 letters are too common inside other words to count on their own.
    expect(passwordProblem('Doe-a-deer-female-deer', { email })).toBeNull()
    expect(passwordProblem('Test-admin-Passw0rd!', { email: 'admin@test.local' })).toMatch(
      /"admin"/,
    )
    expect(passwordProblem('Max-verstappen-33', { email: 'max@example.com' })).toMatch(/"max"/)
    // A local part of one or two characters, or only digits in a part, is no name.
    expect(passwordProblem('Jo-likes-long-walks', { email: 'jo@example.com' })).toBeNull()
    expect(passwordProblem('Vault-2024-north-7', { email: 'ops.2024@example.com' })).toBeNull()
  })

  it('checks length first, then commonness, then the name', () => {
    expect(passwordProblem('jane', { email: 'jane@example.com' })).toMatch(TOO_SHORT)
    expect(passwordProblem('password1234', { email: 'password@example.com' })).toMatch(COMMON)
  })
})
