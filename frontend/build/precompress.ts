import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Text files worth compressing; index.html is rendered per request by the server instead. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|webmanifest|txt|xml)$/
/** Smaller files gain nothing from a `Content-Encoding`. */
const MIN_BYTES = 1024

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) twin beside every emitted
 * text file of at least 1 KB, once, at build time; the server (src/site/servePrecompressed.ts)
 * sends the twin the browser accepts, so no request ever pays for compression.
 */
export const precompress = (): Plugin => ({
  name: 'devfolio:precompress',
  apply: 'build',
  async writeBundle(options, bundle) {
    const outDir = options.dir ?? path.dirname(options.file ?? '')
    // Not the .vite/ manifest: it is build metadata, never served.
    const files = Object.keys(bundle).filter(
      (name) => COMPRESSIBLE.test(name) && !name.startsWith('.'),
    )
    await Promise.all(
      files.map(async (name) => {
        const file = path.join(outDir, name)
        const source = await readFile(file)
        if (source.length < MIN_BYTES) return
        const [br, gz] = await Promise.all([
          brotli(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
          gzipAsync(source, { level: 9 }),
        ])
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
      }),
    )
  },
})
