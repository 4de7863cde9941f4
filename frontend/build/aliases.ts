import { fileURLToPath } from 'node:url'

/**
 * The site's import aliases, the same as frontend/tsconfig.json's `paths`: `@/…` is the site's
 * own code (frontend/src), `@shared/…` the code it shares with the server (src/shared). Vite and
 * vitest both resolve them from here.
 */
export const aliases = {
  '@': fileURLToPath(new URL('../src', import.meta.url)),
  '@shared': fileURLToPath(new URL('../../src/shared', import.meta.url)),
}
