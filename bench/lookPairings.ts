/**
 * `npm run bench:look [-- --runs=1]`: Lighthouse mobile (performance, CLS) of `/`, `/projects`
 * and a project with each bundled type pairing published as the site's Look (issue 48), on a
 * production build and a scratch database with the bench's photos. Run it alone on the machine:
 * the scores are measurements, not tests. Prints a Markdown table.
 */
import { parseArgs } from 'node:util'

import { TYPE_PAIRING_IDS } from '../src/shared/look/look'
import { freePort } from '../tests/helpers/freePort'
import { prepareBenchData } from './benchData'
import { benchmarkIndexLine, lighthouse, type LighthouseScore } from './lighthouse'
import { startBenchServer } from './benchServer'
import { settle } from './settle'

const { values: options } = parseArgs({ options: { runs: { type: 'string', default: '1' } } })
const runs = Number(options.runs)
const ROUTES = ['/', '/projects', '/projects/1']

const server = await startBenchServer({
  name: `bench-look-${await freePort()}`,
  port: await freePort(),
  dbPort: await freePort(),
  fresh: true,
})
try {
  // The owner's token from the same sign-in that uploaded the photos.
  const { authorization } = await prepareBenchData(server.baseURL)
  const rows: string[] = []
  const scores: LighthouseScore[] = []
  for (const pairing of TYPE_PAIRING_IDS) {
    const saved = await fetch(`${server.baseURL}/cms-api/globals/look`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify({ pairing, _status: 'published' }),
    })
    if (!saved.ok)
      throw new Error(`publishing ${pairing}: HTTP ${saved.status} ${await saved.text()}`)
    const cells: string[] = []
    for (const route of ROUTES) {
      await settle()
      const score = await lighthouse(`${server.baseURL}${route}`, 'mobile', runs)
      scores.push(score)
      cells.push(
        `${score.performance} (CLS ${score.cls.toFixed(3)}, TBT ${Math.round(score.tbtMs)} ms)`,
      )
      console.error(`${pairing} ${route}: ${cells.at(-1)}`)
    }
    rows.push(`| ${pairing} | ${cells.join(' | ')} |`)
  }
  console.log(
    ['| pairing | / | /projects | /projects/1 |', '|---|---|---|---|', ...rows].join('\n'),
  )
  console.log(`\n${benchmarkIndexLine(scores)}`)
} finally {
  await server.stop()
}
