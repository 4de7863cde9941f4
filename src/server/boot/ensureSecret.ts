import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { runtime } from '../../platform/config/env'

/**
 * Makes sure a Payload secret is known before the Payload config is evaluated. A deployment
 * must give a strong one (src/platform/config/env.ts refuses a missing or weak PAYLOAD_SECRET there);
 * locally one is generated once and kept in `dataDir/payload-secret` so sessions survive
 * restarts.
 */
export const ensureSecret = (dataDir: string): void => {
  if (runtime.payloadSecret()) return
  const file = path.join(dataDir, 'payload-secret')
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  runtime.setPayloadSecret(readFileSync(file, 'utf8').trim())
}
