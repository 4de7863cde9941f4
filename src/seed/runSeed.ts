/**
 * `npm run seed`: resets the content to the built-in samples (users, media and inquiries stay).
 * Works beside a running server (it shares that server's embedded database).
 */
import { ensureSecret } from '../boot/ensureSecret'
import { initPayload } from '../boot/initPayload'
import { isDeployed } from '../boot/runtimeMode'
import { startDatabase } from '../boot/startDatabase'
import { DATA_DIR } from '../paths'
import { seed } from './seed'

const stopDatabase = await startDatabase()
ensureSecret(DATA_DIR, isDeployed())
const payload = await initPayload()
try {
  await seed({ payload, reset: true })
} finally {
  // payload.destroy() leaves a pool client checked out; stopping Postgres under it would raise.
  await payload.destroy().catch(() => {})
  await stopDatabase()
}
process.exit(0)
