import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { SITE_DIST_DIR } from '../../src/paths'

type ManifestChunk = { file: string; imports?: string[] }

const manifestPath = path.join(SITE_DIST_DIR, '.vite', 'manifest.json')
const built = existsSync(manifestPath)

/**
 * The chains of static imports between the site's chunks that come back to where they started.
 * Two chunks that import each other are evaluated in an order where one reads the other's
 * exports before they exist: the site stopped with a blank page ("i is not a function") when a
 * module of the shared chunk imported the empty state from the lists chunk, which imports the
 * shared chunk (frontend/vite.config.ts, its chunk groups).
 */
const importCycles = (manifest: Record<string, ManifestChunk>): string[][] => {
  const cycles: string[][] = []
  const done = new Set<string>()
  const walk = (key: string, trail: string[]) => {
    const at = trail.indexOf(key)
    if (at >= 0) {
      cycles.push([...trail.slice(at), key].map((step) => manifest[step]?.file ?? step))
      return
    }
    if (done.has(key)) return
    for (const next of manifest[key]?.imports ?? []) walk(next, [...trail, key])
    done.add(key)
  }
  for (const key of Object.keys(manifest)) walk(key, [])
  return cycles
}

describe.skipIf(!built)("the site's chunks", () => {
  it('never import each other, directly or through others', () => {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>
    expect(importCycles(manifest)).toEqual([])
  })
})
