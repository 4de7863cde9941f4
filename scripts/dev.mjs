/**
 * `npm run dev`: the server from the sources (as `tsx src/server.ts`; Next in dev mode, so the
 * admin compiles on its first visit, ~40 s on 2 cores) and Vite's dev server for the public
 * site, which proxies the server's paths (frontend/vite.config.ts): the site hot-reloads while
 * the API and the admin run, all on Vite's port. Ctrl-C stops both, and so does either exiting.
 * Ports: PORT (server, 3000) and VITE_DEV_PORT (Vite, 5173), from the environment or `.env`.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { config as loadDotenv } from 'dotenv'

import { runTogether } from './runTogether.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// The server reads .env itself (src/platform/config/env.ts); the ports are needed here too.
loadDotenv({ path: path.join(root, '.env'), quiet: true })

const port = (value, fallback) => (/^\d+$/.test(value ?? '') ? value : fallback)
const serverPort = port(process.env.PORT, '3000')
const sitePort = port(process.env.VITE_DEV_PORT, '5173')
const site = `http://localhost:${sitePort}`

// The children write into pipes (for the name column), not to the terminal: tell them what
// the terminal is, so the logs stay pretty and coloured (src/platform/logging/logFormat.ts).
const onTerminal = process.stdout.isTTY === true
const colored = onTerminal && process.stdout.hasColors() && !process.env.NO_COLOR
const common = {
  ...process.env,
  PORT: serverPort,
  VITE_DEV_PORT: sitePort,
  ...(colored ? { FORCE_COLOR: '1' } : {}),
}

const viteCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vite/package.json')),
  'bin',
  'vite.js',
)

const run = runTogether(
  [
    {
      name: 'server',
      command: process.execPath,
      args: ['--import', 'tsx', 'src/server.ts'],
      env: {
        ...common,
        NODE_OPTIONS: '--no-deprecation',
        NEXT_TELEMETRY_DISABLED: '1',
        ...(onTerminal && !process.env.LOG_FORMAT ? { LOG_FORMAT: 'pretty' } : {}),
      },
    },
    {
      name: 'site',
      command: process.execPath,
      args: [viteCli, '--config', 'frontend/vite.config.ts', '--clearScreen', 'false'],
      env: common,
    },
  ],
  { cwd: root, color: colored },
)

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, () => run.stop())

/** Resolves once `url` answers at all (any status), false if `run` ended first. */
const answers = async (url) => {
  let ended = false
  run.done.then(() => (ended = true))
  while (!ended) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) })
      return true
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 300))
    }
  }
  return false
}

if ((await answers(`${site}/`)) && (await answers(`http://localhost:${serverPort}/api/health`))) {
  const bold = (text) => (colored ? `\x1b[1m${text}\x1b[22m` : text)
  process.stdout.write(
    `\n${bold(`Open ${site}/`)} (the site, hot reload) · admin ${site}/admin (first load compiles, ~40 s) · API ${site}/api · server itself on :${serverPort} · Ctrl-C stops both\n\n`,
  )
}
process.exitCode = await run.done
// A grandchild still holding a pipe must not keep the prompt away.
setTimeout(() => process.exit(), 500).unref()
