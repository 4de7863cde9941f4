import { fileURLToPath } from 'node:url'

import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv } from 'vite'

import { precompress } from './build/precompress'
import { pwa } from './build/pwa'

const frontendDir = fileURLToPath(new URL('.', import.meta.url))
const sharedDir = fileURLToPath(new URL('../src/shared', import.meta.url))

/**
 * The public site. `VITE_DATA_SOURCE=local` builds the browser-local variant (no API calls) into
 * its own folder so both builds can sit side by side.
 */
export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, frontendDir, 'VITE_'), ...process.env }
  const isLocal = env.VITE_DATA_SOURCE === 'local'
  return {
    root: frontendDir,
    publicDir: fileURLToPath(new URL('./public', import.meta.url)),
    envDir: frontendDir,
    plugins: [react(), precompress(), pwa()],
    // VITE_BUILD_ID names a deploy; index.html shows it in <meta name="build-id">.
    define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(env.VITE_BUILD_ID || 'unversioned') },
    resolve: { alias: { '@shared': sharedDir } },
    build: {
      outDir: fileURLToPath(new URL(isLocal ? './dist-local' : './dist', import.meta.url)),
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: process.env.ANALYZE === '1',
      // .vite/manifest.json: which chunks each route loads (the first-load JS budget test reads it).
      manifest: true,
      // One stylesheet for the whole site (about 8 KB gzipped): a first visit then fetches one
      // render-blocking file instead of the entry's, the shared chunk's and the page's, and on
      // HTTP/1.1 every request beyond the browser's six connections waits a round trip.
      cssCodeSplit: false,
      rolldownOptions: {
        treeshake: {
          // The shared sample data builds its arrays with top-level calls; they are pure, so a
          // build that does not read them (the API build) must not ship them.
          moduleSideEffects: (id: string) => !/[\\/]src[\\/]shared[\\/]sampleData[\\/]/.test(id),
        },
        output: {
          codeSplitting: {
            // The site's own modules that several pages share go into one chunk rather than a
            // dozen of a few hundred bytes each: a first visit then makes a handful of requests
            // instead of ~20, which costs round trips on HTTP/1.1 and mobile networks.
            // The code shared with the server (src/shared: page texts, sample data) goes there too.
            groups: [{ name: 'shared', test: /[\\/](frontend[\\/]src|src[\\/]shared)[\\/]/, minShareCount: 2 }],
          },
        },
      },
    },
    server: {
      // `npm run dev` for the site alone: the API is the express server on port 3000.
      proxy: { '/api': 'http://localhost:3000' },
    },
  }
})
