/**
 * `npm run doctor`: checks this deployment (docs/operations.md, "Doctor") and prints one line per
 * check, with what to do when it fails; exits 1 unless every check passes. Run it on the server's
 * machine with the server's settings (.env): what only the running server knows (how requests
 * arrive through a proxy, its Node) it asks through `GET /metrics` on loopback.
 */
import pg from 'pg'

import { env, runtime } from '../../platform/config/env'
import type { CheckResult, DoctorContext } from '../doctor/deploymentCheck'
import { runDeploymentChecks } from '../doctor/deploymentChecks'
import { localDoctorContext } from '../doctor/doctorContext'
import { askRunningServer } from '../doctor/serverReport'
import { runWithDatabase } from './runWithDatabase'

const TIMEOUT_MS = 5_000

/** One line: ✓ or ✗, the check, what was found, and after → what to do. */
const doctorLine = ({ name, ok, detail, fix }: CheckResult): string =>
  `${ok ? '✓' : '✗'} ${name}: ${detail}${fix ? ` → ${fix}` : ''}`

const connect = async (): Promise<{
  database: DoctorContext['database']
  end: () => Promise<void>
}> => {
  const client = new pg.Client({
    connectionString: runtime.databaseUrl(),
    connectionTimeoutMillis: TIMEOUT_MS,
    query_timeout: TIMEOUT_MS,
  })
  client.on('error', () => {})
  try {
    await client.connect()
  } catch (error) {
    await client.end().catch(() => {})
    return { database: { unreachable: (error as Error).message }, end: async () => {} }
  }
  return {
    database: async <Row>(text: string, values?: unknown[]) =>
      (await client.query(text, values)).rows as Row[],
    end: () => client.end(),
  }
}

await runWithDatabase('Doctor', async () => {
  const [{ database, end }, server] = await Promise.all([connect(), askRunningServer(env.PORT)])
  try {
    const results = await runDeploymentChecks(await localDoctorContext({ database, server }))
    for (const result of results) console.log(doctorLine(result))
    const failures = results.filter((result) => !result.ok).length
    if (failures) throw new Error(`${failures} of ${results.length} checks failed`)
    console.log(`All ${results.length} checks passed.`)
  } finally {
    await end()
  }
})
