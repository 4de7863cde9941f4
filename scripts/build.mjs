/**
 * `npm run build` rebuilds the three parts of the product: the public site (Vite), the admin
 * (Next) and the bundled server (esbuild). `--if-needed` (what `npm start` runs) rebuilds only
 * the parts whose inputs changed since their last build, so a second start with nothing
 * changed serves within seconds instead of rebuilding for a minute and a half.
 *
 * A part's stamp is a hash of the contents of its input files, the lockfile and the build-time
 * environment it reads; stamps live in node_modules/.cache (a fresh install rebuilds). A part
 * whose output is missing is always rebuilt. `--dry-run` only says what would be built.
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const stampFile = path.join(root, 'node_modules', '.cache', 'devfolio', 'build-stamps.json')
/** Folders never read as inputs: dependencies, outputs, data, tests. */
const SKIPPED = new Set(['node_modules', 'dist', 'dist-local', '.next', '.data', 'test-results'])

const SERVER_INPUTS = [
  'src',
  'collections',
  'payload.config.ts',
  'tsconfig.json',
  'package-lock.json',
]

/** The parts, in build order, with what each reads and what shows it was built. */
const PARTS = [
  {
    name: 'site',
    script: 'build:site',
    inputs: ['frontend', 'src/shared', 'package-lock.json'],
    env: /^VITE_/,
    output: 'frontend/dist/index.html',
  },
  {
    name: 'admin',
    script: 'build:cms',
    inputs: [...SERVER_INPUTS, 'next.config.mjs'],
    env: /^(NEXT_PUBLIC_|PAYLOAD_PUBLIC_)/,
    output: '.next/BUILD_ID',
  },
  {
    name: 'server',
    script: 'build:server',
    inputs: [...SERVER_INPUTS, 'scripts/build-server.mjs'],
    env: null,
    output: 'dist/server.js',
  },
]

/** Every file under `entry` (a file or folder), sorted, skipping outputs and dependencies. */
const filesOf = (entry) => {
  const full = path.join(root, entry)
  if (!existsSync(full)) return []
  if (!statSync(full).isDirectory()) return [entry]
  return readdirSync(full, { withFileTypes: true })
    .filter((item) => !SKIPPED.has(item.name))
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((item) => filesOf(path.join(entry, item.name)))
}

const stampOf = (part) => {
  const hash = createHash('sha256')
  for (const file of part.inputs.flatMap(filesOf)) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0')
  }
  if (part.env) {
    for (const name of Object.keys(process.env)
      .filter((key) => part.env.test(key))
      .sort()) {
      hash.update(`${name}=${process.env[name]}\0`)
    }
  }
  return hash.digest('hex')
}

const readStamps = () => {
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8'))
  } catch {
    return {}
  }
}

const ifNeeded = process.argv.includes('--if-needed')
const dryRun = process.argv.includes('--dry-run')
const stamps = readStamps()
for (const part of PARTS) {
  const stamp = stampOf(part)
  if (ifNeeded && stamps[part.name] === stamp && existsSync(path.join(root, part.output))) {
    console.log(`✓ ${part.name}: up to date`)
    continue
  }
  if (dryRun) {
    console.log(`▶ ${part.name}: would be built`)
    continue
  }
  console.log(`▶ building the ${part.name} (npm run ${part.script})`)
  const started = Date.now()
  const { status } = spawnSync('npm', ['run', '--silent', part.script], {
    cwd: root,
    // Always a production build: a test runner calling this (vitest sets NODE_ENV=test) made
    // Vite bundle React's development build (first load 167 KB instead of 108, Lighthouse
    // mobile 86–91 instead of 98), which `npm start` then served, its stamp being current.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
    shell: process.platform === 'win32',
  })
  if (status !== 0) {
    console.error(`✗ the ${part.name} build failed (exit ${status})`)
    process.exit(status ?? 1)
  }
  console.log(`✓ ${part.name} built in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  stamps[part.name] = stamp
  mkdirSync(path.dirname(stampFile), { recursive: true })
  writeFileSync(stampFile, `${JSON.stringify(stamps, null, 2)}\n`)
}
