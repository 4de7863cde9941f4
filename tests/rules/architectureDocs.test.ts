import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

const sourceText = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => read(path.join(dir, file)))
const SOURCES = ['src', 'collections', 'frontend/src'].flatMap(sourceText)
const foundInSources = (symbol: string) =>
  SOURCES.some((text) => new RegExp(`\\b${symbol}\\b`).test(text))

const architecture = read('docs/architecture.md')
const start = architecture.indexOf('## How to add a field')
const walkthrough = architecture.slice(start, architecture.indexOf('\n## ', start + 1))
const fenced = [...walkthrough.matchAll(/```\w*\n([\s\S]*?)```/g)].map((block) => block[1]!)
const prose = walkthrough.replace(/```\w*\n[\s\S]*?```/g, '')
const backticked = [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!)
// The field the walkthrough adds is the one name that must not exist yet.
const newField = /get a `(\w+)`/.exec(prose)?.[1]

describe("docs/architecture.md's walkthrough", () => {
  it('names files that exist', () => {
    const named = [
      ...backticked.filter((name) => name.includes('/')),
      ...fenced.flatMap(
        (block) => block.match(/\b(?:src|collections|frontend)\/[\w./-]+\w/g) ?? [],
      ),
    ]
    expect(named.length).toBeGreaterThan(0)
    expect(named.filter((file) => !existsSync(path.join(root, file)))).toEqual([])
  })

  it('names code that exists', () => {
    const symbols = backticked.filter((name) => /^\w+$/.test(name) && name !== newField)
    expect(symbols.length).toBeGreaterThan(0)
    expect(symbols.filter((symbol) => !foundInSources(symbol))).toEqual([])
  })

  it('shows diffs whose context lines are in the files they name, and scripts that run', () => {
    const missing: string[] = []
    const diff = fenced.find((block) => block.includes('+++ b/'))!
    for (const file of diff.split(/^--- a\/.*\n\+\+\+ b\//m).slice(1)) {
      const [name, ...lines] = file.split('\n')
      const text = read(name!)
      const context = lines
        .filter((line) => line.startsWith(' ') || line.startsWith('@@ '))
        .map((line) => line.replace(/^@@ /, '').trim())
      missing.push(
        ...context.filter((line) => !text.includes(line)).map((line) => `${name}: ${line}`),
      )
    }
    const scripts = Object.keys(JSON.parse(read('package.json')).scripts)
    const commands = fenced.flatMap((block) => [...block.matchAll(/npm run ([\w:-]+)/g)])
    missing.push(...commands.map((command) => command[1]!).filter((s) => !scripts.includes(s)))
    expect(missing).toEqual([])
  })
})

describe('the decision index', () => {
  it('gives the next free number', () => {
    const numbers = readdirSync(path.join(root, 'docs/decisions'))
      .map((file) => /^(\d{4})-.*\.md$/.exec(file)?.[1])
      .filter((number) => number !== undefined)
      .map(Number)
    const next = String(Math.max(...numbers) + 1).padStart(4, '0')
    expect(read('docs/decisions/README.md')).toContain(`next free number (now \`${next}\`)`)
  })
})
