import { fileURLToPath } from 'node:url'

import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type ProxyOptions } from 'vite'

import { aliases } from './build/aliases'
import { lookFonts } from './build/look-fonts'
import { precompress } from './build/precompress'
import { pwa } from './build/pwa'
import { themeBoot } from './build/theme-boot'

const frontendDir = fileURLToPath(new URL('.', import.meta.url))

/**
 * The express server's paths, for Vite's dev server: the public API, the admin with Payload's
 * REST (uploaded images too, under /cms-api/media/file), Next's assets, hot-reload socket and
 * dev-overlay helpers, and the files built from the CMS. Pictures in frontend/public (/profile.*) are Vite's own.
 */
const serverProxy = (target: string): Record<string, ProxyOptions> =>
  Object.fromEntries(
    [
      '/api',
      '/cms-api',
      '/admin',
      '/_next',
      '/__nextjs',
      '/sitemap.xml',
      '/robots.txt',
      '/resume.pdf',
      '/resume.json',
    ].map((path) => [path, { target, ws: path === '/_next' }]),
  )

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
    plugins: [react(), themeBoot(), lookFonts(), precompress(), pwa({ local: isLocal })],
    // VITE_BUILD_ID names a deploy; index.html shows it in <meta name="build-id">.
    define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(env.VITE_BUILD_ID || 'unversioned') },
    resolve: { alias: aliases },
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
          // The shared sample data builds its arrays with top-level calls, and so does the
          // language catalogue its index by code; they are pure, so a build that does not read
          // them (the API build; the site, which takes its languages from the API and only the
          // URL rule from languagePath.ts) must not ship them.
          moduleSideEffects: (id: string) =>
            !/[\\/]src[\\/]shared[\\/](sampleData[\\/]|languages[\\/]languageCatalogue\.ts$)/.test(
              id,
            ),
        },
        output: {
          codeSplitting: {
            // The site's own modules that several pages share go into one chunk rather than a
            // dozen of a few hundred bytes each: a first visit then makes a handful of requests
            // instead of ~20, which costs round trips on HTTP/1.1 and mobile networks.
            // The code shared with the server (src/shared: page texts, sample data) goes there too.
            groups: [
              // The search field, its debounce and the empty states serve only the lists and
              // a post: a chunk of their own (without what they import, which the shared chunk
              // has) keeps them out of every other first visit. Declared first, so that the
              // shared group does not take them. Whatever imports one of them must be here too:
              // a shared module importing from this chunk makes the two import each other, and
              // the site stops with a blank page.
              {
                name: 'lists',
                test: /[\\/]frontend[\\/]src[\\/](components[\\/]ui[\\/](search-field|empty-state|load-failed-state|catalog-header)|lib[\\/]use-debounced-search)\.tsx?$/,
                minShareCount: 2,
                includeDependenciesRecursively: false,
              },
              // The writing's own modules that its chunks share (the writing pages, Home's
              // latest posts, a project's posts): a chunk of their own, so that a page without
              // writing never loads them, as the shared group would have it.
              {
                name: 'writing',
                test: /[\\/]frontend[\\/]src[\\/](features[\\/]posts[\\/]|components[\\/]ui[\\/]post-icons\.tsx$|i18n[\\/]en[\\/](writing|post)\.ts$)/,
                minShareCount: 2,
                includeDependenciesRecursively: false,
              },
              // The project page's rich text and icons, which posts show too: beside the pages
              // that use them, not in every first visit's shared chunk.
              {
                name: 'details',
                test: /[\\/]frontend[\\/]src[\\/]components[\\/]ui[\\/](rich-text|project-icons|back-link)\.tsx$/,
                minShareCount: 2,
                includeDependenciesRecursively: false,
              },
              // The testimonials' modules that Home's quotes, a project's quotes and the client's
              // form share (their calls, their words): likewise out of every first visit.
              {
                name: 'testimonials',
                test: /[\\/]frontend[\\/]src[\\/](features[\\/]testimonials[\\/]|i18n[\\/]en[\\/]testimonial\.ts$)/,
                minShareCount: 2,
                includeDependenciesRecursively: false,
              },
              // Small pieces two page chunks share that most first visits never run: the forms'
              // honeypot (Contact, a client's testimonial) and the in-view hook (the skills list,
              // the testimonials' quotes).
              {
                name: 'page-parts',
                test: /[\\/]frontend[\\/]src[\\/](components[\\/]ui[\\/]honeypot|lib[\\/]use-in-view)\.tsx?$/,
                minShareCount: 2,
                includeDependenciesRecursively: false,
              },
              {
                name: 'shared',
                test: /[\\/](frontend[\\/]src|src[\\/]shared)[\\/]/,
                minShareCount: 2,
              },
            ],
          },
        },
      },
    },
    server: {
      // `npm run dev` (scripts/dev.mjs): the site with hot reload here, everything the express
      // server answers passed through to it, so one origin serves all, as in production.
      port: Number(env.VITE_DEV_PORT) || 5173,
      strictPort: true,
      proxy: serverProxy(`http://localhost:${Number(env.PORT) || 3000}`),
    },
  }
})
