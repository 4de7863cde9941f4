import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { PROJECT_ROOT } from '../../paths'
import { VARIABLES } from './env'

/** The schema's variables with their defaults as written in the environment ('' for none). */
const schema = Object.entries(VARIABLES).map(([name, variable]) => [
  name,
  'fallback' in variable ? variable.fallback : '',
])

const read = (file: string) => readFileSync(path.join(PROJECT_ROOT, file), 'utf8')

/** One list of settings: the README's table and `.env.example` say what src/platform/config/env.ts says. */
describe('configuration documentation', () => {
  it('.env.example lists every variable with its default, and nothing else', () => {
    const listed = [...read('.env.example').matchAll(/^# ([A-Z][A-Z0-9_]*)=(.*)$/gm)].map(
      ([, name, fallback]) => [name, fallback],
    )
    expect(listed).toEqual(schema)
  })

  it("the README's configuration table lists every variable with its default, and nothing else", () => {
    const section = read('README.md').split('## Configuration')[1]!.split('\n## ')[0]!
    const rows = [...section.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \| (?:`([^`]*)`|—) \|/gm)].map(
      ([, name, fallback]) => [name, fallback ?? ''],
    )
    expect(rows).toEqual(schema)
  })
})
