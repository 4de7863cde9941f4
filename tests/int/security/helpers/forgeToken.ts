import { createHash, createHmac } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { PROJECT_ROOT } from '../../../../src/paths'

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url')

/** Payload signs with the first 32 hex characters of sha256(PAYLOAD_SECRET). */
const signingKey = (secret: string) =>
  createHash('sha256').update(secret).digest('hex').slice(0, 32)

/** The secrets a local test server may be using: the generated one, or one from the environment. */
export const candidateSecrets = (): string[] => {
  const file = path.join(PROJECT_ROOT, '.data', 'payload-secret')
  return [
    existsSync(file) ? readFileSync(file, 'utf8').trim() : '',
    process.env.PAYLOAD_SECRET ?? '',
  ].filter(Boolean)
}

/**
 * Re-signs a real Payload token with changed claims (e.g. `exp` in the past), keeping its header
 * (algorithm, auth version) and everything else: a correctly signed token that differs only in
 * what the test changes.
 */
export const resignToken = (
  token: string,
  secret: string,
  claims: Record<string, unknown>,
): string => {
  const [header, payload] = token.split('.')
  const decoded = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >
  const body = base64url(JSON.stringify({ ...decoded, ...claims }))
  const signature = createHmac('sha256', signingKey(secret))
    .update(`${header}.${body}`)
    .digest('base64url')
  return `${header}.${body}.${signature}`
}
