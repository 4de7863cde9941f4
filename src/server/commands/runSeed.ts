// `npm run seed [-- --force]`: content back to the samples (users, media and inquiries stay);
// works beside a running server, sharing its embedded database.
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
