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

describe('ensureSecret locally', () => {
  it('generates one secret and keeps it across starts', () => {
    delete process.env.PAYLOAD_SECRET
    const dir = mkdtempSync(path.join(tmpdir(), 'secret-'))
    ensureSecret(dir)
    const first = process.env.PAYLOAD_SECRET
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    delete process.env.PAYLOAD_SECRET
    ensureSecret(dir)
    expect(process.env.PAYLOAD_SECRET).toBe(first)
    expect(readFileSync(path.join(dir, 'payload-secret'), 'utf8')).toBe(first)
  })

  it('keeps a secret that was given', () => {
    process.env.PAYLOAD_SECRET = 'given-secret'
    ensureSecret(mkdtempSync(path.join(tmpdir(), 'secret-')))
    expect(process.env.PAYLOAD_SECRET).toBe('given-secret')
  })
})
