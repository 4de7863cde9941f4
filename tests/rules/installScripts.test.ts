import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

type Lock = { packages: Record<string, { version?: string; hasInstallScript?: boolean }> }

const read = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T

/**
 * npm 11 skips a dependency's install scripts unless `allowScripts` approves them, and ends every
 * `npm install` with four warning lines for each package it has no entry for: each one is decided
 * here, yes or no.
 */
describe('install scripts', () => {
  it('every dependency with one is approved or denied in allowScripts', () => {
    const { allowScripts } = read<{ allowScripts: Record<string, boolean> }>('package.json')
    const decided = new Set(Object.keys(allowScripts).map((key) => key.replace(/(.)@.*$/, '$1')))
    const undecided = Object.entries(read<Lock>('package-lock.json').packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([location, entry]) => ({
        name: location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length),
        version: entry.version,
      }))
      .filter(({ name }) => !decided.has(name))
      .map(({ name, version }) => `${name}@${version}`)
    expect(undecided).toEqual([])
  })
})
