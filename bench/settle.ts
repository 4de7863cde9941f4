import { readFileSync } from 'node:fs'

/** Busy and total CPU time of the whole machine so far, in clock ticks (Linux's /proc/stat). */
const cpuTicks = (): { busy: number; total: number } | undefined => {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/)
    const ticks = fields.map(Number)
    const total = ticks.reduce((sum, value) => sum + value, 0)
    // idle and iowait are the 4th and 5th fields.
    return { busy: total - (ticks[3] ?? 0) - (ticks[4] ?? 0), total }
  } catch {
    return undefined
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Waits until the machine has been quiet (under `maxBusy` of its CPU) for two 500 ms windows
 * in a row, or `timeoutMs` has passed; resolves with how long it waited. On two cores a load test
 * that starts while something else still runs (the server's start-up work, PostgreSQL's
 * autovacuum after the data was prepared, the previous URL's tail) measures that instead. Does
 * not wait where /proc/stat is missing.
 */
export const settle = async ({ maxBusy = 0.15, timeoutMs = 30_000 } = {}): Promise<number> => {
  const started = Date.now()
  let quietWindows = 0
  let previous = cpuTicks()
  if (!previous) return 0
  while (quietWindows < 2 && Date.now() - started < timeoutMs) {
    await sleep(500)
    const now = cpuTicks()!
    const busy = (now.busy - previous.busy) / Math.max(1, now.total - previous.total)
    quietWindows = busy <= maxBusy ? quietWindows + 1 : 0
    previous = now
  }
  return Date.now() - started
}
