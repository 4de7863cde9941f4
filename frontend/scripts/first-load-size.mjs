/**
 * Gzipped JS of a first visit: the scripts and module preloads index.html names, and (with
 * --route=home) the lazily loaded page chunk and its static imports as well.
 * Usage: node frontend/scripts/first-load-size.mjs [distDir] [--route=home]
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const args = process.argv.slice(2)
const distDir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'frontend/dist')
const route = args.find((arg) => arg.startsWith('--route='))?.slice('--route='.length)

const html = readFileSync(path.join(distDir, 'index.html'), 'utf8')
const initial = [
  ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g),
].map((match) => match[1].replace(/^\//, ''))

const QUOTE = `["'\`]`
const staticImport = new RegExp(
  `(?:^|[;}\\s])import\\s*(?:[^'"\`()]*?from\\s*)?${QUOTE}\\./([^"'\`]+\\.js)${QUOTE}`,
  'g',
)

const seen = new Set()
/** A chunk plus everything it imports statically. */
const collect = (file) => {
  if (seen.has(file)) return
  seen.add(file)
  const code = readFileSync(path.join(distDir, file), 'utf8')
  for (const match of code.matchAll(staticImport)) {
    collect(path.posix.join(path.posix.dirname(file), match[1]))
  }
}
initial.forEach(collect)
if (route) {
  const entry = readFileSync(path.join(distDir, initial[0]), 'utf8')
  const lazy = new RegExp(`import\\(${QUOTE}\\./(${route}-[^"'\`]+\\.js)${QUOTE}\\)`).exec(entry)
  if (!lazy) throw new Error(`No lazy chunk for route "${route}" in ${initial[0]}`)
  collect(path.posix.join('assets', lazy[1]))
}

let total = 0
for (const file of seen) {
  const size = gzipSync(readFileSync(path.join(distDir, file))).length
  total += size
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`)
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total (gzip)`)
