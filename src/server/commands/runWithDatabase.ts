import { startDatabase } from '../../platform/db/startDatabase'

/**
 * Runs `work` with the database up (its own embedded one, or DATABASE_URL), then stops it and
 * exits: 1 when `work` threw, its message printed after `failure`.
 */
export const runWithDatabase = async (failure: string, work: () => Promise<void>) => {
  const stopDatabase = await startDatabase()
  let exitCode = 0
  try {
    await work()
  } catch (error) {
    console.error(`${failure}: ${error instanceof Error ? error.message : String(error)}`)
    exitCode = 1
  } finally {
    await stopDatabase().catch(() => {})
  }
  process.exit(exitCode)
}
