/**
 * `npm run seed`: resets the content to the built-in samples, the owner's posts removed (users,
 * media and inquiries stay).
 * Works beside a running server (it shares that server's embedded database). Existing content
 * is replaced only with `--force` (`npm run seed -- --force`); without it the command says what
 * it would replace and exits 1.
 */
import { ensureSecret } from '../boot/ensureSecret'
import { initPayload } from '../boot/initPayload'
import { startDatabase } from '../../platform/db/startDatabase'
import { DATA_DIR } from '../../paths'
import { countContent, seed } from '../../cms/seed/seed'

const stopDatabase = await startDatabase()
ensureSecret(DATA_DIR)
const payload = await initPayload()
let exitCode = 0
try {
  const existing = await countContent(payload)
  const described = Object.entries(existing)
    .filter(([, count]) => count > 0)
    .map(([collection, count]) => `${count} ${collection}`)
  if (described.length && !process.argv.includes('--force')) {
    process.stderr.write(
      `The database already holds content (${described.join(', ')}). ` +
        'Seeding replaces it and the personal info with the samples; to do so, run: npm run seed -- --force\n',
    )
    exitCode = 1
  } else {
    await seed({ payload, reset: true })
  }
} finally {
  // payload.destroy() leaves a pool client checked out; stopping Postgres under it would raise.
  await payload.destroy().catch(() => {})
  await stopDatabase()
}
process.exit(exitCode)
