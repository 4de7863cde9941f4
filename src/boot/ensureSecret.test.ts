import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { ensureSecret } from './ensureSecret'

const original = process.env.PAYLOAD_SECRET
afterEach(() => {
  if (original === undefined) delete process.env.PAYLOAD_SECRET
  else process.env.PAYLOAD_SECRET = original
})

describe('ensureSecret when deployed', () => {
  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['short', 'only-twenty-chars-xx'],
    ['low entropy', 'a'.repeat(64)],
    ['few distinct characters', 'abababababababababababababababab12'],
  ])('refuses a %s secret', (_label, secret) => {
    if (secret === undefined) delete process.env.PAYLOAD_SECRET
    else process.env.PAYLOAD_SECRET = secret
    expect(() => ensureSecret(mkdtempSync(path.join(tmpdir(), 'secret-')), true)).toThrow(
      /PAYLOAD_SECRET/,
    )
  })

  it('accepts a long random one', () => {
    process.env.PAYLOAD_SECRET = 'f3c1a9e07b5d4c2e8a6f1b3d5e7c9a0b2d4f6e8a'
    expect(() => ensureSecret(mkdtempSync(path.join(tmpdir(), 'secret-')), true)).not.toThrow()
  })
})

describe('ensureSecret locally', () => {
  it('generates one secret and keeps it across starts', () => {
    delete process.env.PAYLOAD_SECRET
    const dir = mkdtempSync(path.join(tmpdir(), 'secret-'))
    ensureSecret(dir, false)
    const first = process.env.PAYLOAD_SECRET
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    delete process.env.PAYLOAD_SECRET
    ensureSecret(dir, false)
    expect(process.env.PAYLOAD_SECRET).toBe(first)
    expect(readFileSync(path.join(dir, 'payload-secret'), 'utf8')).toBe(first)
  })
})
