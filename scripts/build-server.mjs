/**
 * `npm run build:server`: bundles the server's own TypeScript (src/server.ts and everything it
 * imports, the Payload config included) into plain ES modules in dist/, so production starts
 * with `node dist/server.js` instead of compiling through tsx's loader on every start (that
 * loader roughly doubles the time Node takes to load Payload, Lexical and Next).
 * Packages stay external and load from node_modules as usual. Lazy imports stay lazy chunks,
 * so the embedded database keeps starting while they load. dist/ sits one level below the
 * project root, like src/, so paths derived from `import.meta.url` (src/paths.ts,
 * collections/Media/index.ts) stay right.
 * See docs/decisions/0009-bundled-production-server.md.
 */
import { rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { build } from 'esbuild'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outdir = path.join(root, 'dist')

rmSync(outdir, { recursive: true, force: true })
await build({
  absWorkingDir: root,
  entryPoints: ['src/server.ts'],
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  packages: 'external',
  jsx: 'automatic',
  sourcemap: 'linked',
  logLevel: 'warning',
})
