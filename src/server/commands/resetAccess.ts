// `npm run admin:reset-access -- <email>`: sessions, second factor and lockout of a locked-out
// owner removed (issue 32); works beside a running server.
import { ensureSecret } from '../boot/ensureSecret'
import { initPayload } from '../boot/initPayload'
import { startDatabase } from '../../platform/db/startDatabase'
import { DATA_DIR } from '../../paths'
import { resetAccess } from '../../cms/auth/resetAccess'

const email = process.argv[2]
if (!email) {
  process.stderr.write("Give the account's e-mail address: npm run admin:reset-access -- <email>\n")
  process.exit(2)
}
const stopDatabase = await startDatabase()
ensureSecret(DATA_DIR)
const payload = await initPayload()
let exitCode = 0
try {
  const report = await resetAccess(payload, email)
  process.stdout.write(`${report.lines.join('\n')}\n`)
  if (!report.found) exitCode = 1
} finally {
  await payload.destroy().catch(() => {})
  await stopDatabase()
}
process.exit(exitCode)
