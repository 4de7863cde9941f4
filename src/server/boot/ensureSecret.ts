import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { runtime } from '../../platform/config/env'

/** Before the config is evaluated; a local one is kept in `dataDir`: sessions survive restarts. */
export const ensureSecret = (dataDir: string): void => {
  if (runtime.payloadSecret()) return
  const file = path.join(dataDir, 'payload-secret')
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  runtime.setPayloadSecret(readFileSync(file, 'utf8').trim())
}
