import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** Shortest secret accepted in production (32 characters ≈ 190 bits if random). */
export const MIN_SECRET_LENGTH = 32

/**
 * Makes sure `PAYLOAD_SECRET` is set before the Payload config is evaluated.
 * A deployment refuses a missing or weak secret; locally one is generated once and kept in
 * `dataDir/payload-secret` so sessions survive restarts.
 */
export const ensureSecret = (dataDir: string, deployed: boolean): void => {
  const given = process.env.PAYLOAD_SECRET
  if (deployed) {
    if (!given || given.length < MIN_SECRET_LENGTH || new Set(given).size < 8) {
      throw new Error(
        `PAYLOAD_SECRET must be set to a random string of at least ${MIN_SECRET_LENGTH} characters in production ` +
          '(e.g. `openssl rand -hex 32`).',
      )
    }
    return
  }
  if (given) return
  const file = path.join(dataDir, 'payload-secret')
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  process.env.PAYLOAD_SECRET = readFileSync(file, 'utf8').trim()
}
