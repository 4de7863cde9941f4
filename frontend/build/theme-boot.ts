import type { Plugin } from 'vite'

import { THEME_BOOT_SCRIPT } from '../../src/shared/themeBoot'

/** Where index.html wants the theme picker: early in <head>, after the metas it updates. */
const PLACEHOLDER = '<!-- theme-boot -->'

/**
 * Inlines the theme picker (src/shared/themeBoot.ts) into index.html, in dev and build alike,
 * byte for byte the text whose hash the server's Content-Security-Policy allows. A template
 * without the placeholder fails the build rather than shipping a page that flashes.
 */
export const themeBoot = (): Plugin => ({
  name: 'devfolio:theme-boot',
  transformIndexHtml: {
    order: 'pre',
    handler(html) {
      if (!html.includes(PLACEHOLDER)) throw new Error(`index.html lacks ${PLACEHOLDER}`)
      return html.replace(PLACEHOLDER, () => `<script>${THEME_BOOT_SCRIPT}</script>`)
    },
  },
})
