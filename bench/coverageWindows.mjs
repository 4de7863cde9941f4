/**
 * Preloaded into the server (`node --import`) by bench/filesPerRequest.ts: each SIGUSR2 writes
 * the functions that ran since the previous one (V8 precise coverage) to COVERAGE_WINDOWS_DIR.
 */
import { renameSync, writeFileSync } from 'node:fs'
import { Session } from 'node:inspector/promises'
import path from 'node:path'

const session = new Session()
session.connect()
await session.post('Profiler.enable')
await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false })

let windows = 0
process.on('SIGUSR2', async () => {
  const { result } = await session.post('Profiler.takePreciseCoverage')
  const ran = result.flatMap(({ url, functions }) => {
    const starts = functions.filter((fn) => fn.ranges[0].count > 0)
    return starts.length
      ? [
          {
            url,
            starts: starts.map((fn) => fn.ranges[0].startOffset),
            names: starts.map((fn) => fn.functionName),
          },
        ]
      : []
  })
  const file = path.join(process.env.COVERAGE_WINDOWS_DIR, `${windows++}.json`)
  writeFileSync(`${file}.tmp`, JSON.stringify(ran))
  renameSync(`${file}.tmp`, file)
})
