import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

type ProfileNode = {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
}
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

/** One function's share of the samples in which it was running itself (not its callees). */
export type SelfTime = { share: number; where: string }

/** `node_modules/pino/lib/proto.js` → `pino/lib/proto.js`; a bundle's chunk keeps its name. */
const shortUrl = (url: string): string =>
  url
    .replace(/^.*node_modules\//, '')
    .replace(/^.*\/dist\//, 'dist/')
    .replace(/^file:\/\//, '')

/**
 * The functions that took the most CPU themselves in the `.cpuprofile` Node wrote into `dir`
 * (`--cpu-prof --cpu-prof-dir=dir`), largest first: where a request's time goes.
 */
export const topSelfTimes = (dir: string, count = 15): SelfTime[] => {
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'))
  if (!file) throw new Error(`No .cpuprofile in ${dir}`)
  const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CpuProfile
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const self = new Map<string, number>()
  let total = 0
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0
    total += delta
    const { functionName, url, lineNumber } = nodes.get(id)!.callFrame
    const where = `${functionName || '(anonymous)'} ${shortUrl(url)}${url ? `:${lineNumber + 1}` : ''}`
    self.set(where, (self.get(where) ?? 0) + delta)
  })
  return [...self]
    .sort(([, a], [, b]) => b - a)
    .slice(0, count)
    .map(([where, time]) => ({ share: time / Math.max(total, 1), where }))
}
