/**
 * Writes the web app icons (frontend/public/icons) from the SVG sources beside this script:
 * 192 and 512 px "any" icons, a 512 px maskable icon and the 180 px apple-touch-icon.
 * The PNGs are committed; run this again only after changing a source.
 * Usage: node frontend/scripts/generate-icons.mjs
 */
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import sharp from 'sharp'

const source = (name) => fileURLToPath(new URL(`./icons/${name}`, import.meta.url))
const outDir = fileURLToPath(new URL('../public/icons/', import.meta.url))
mkdirSync(outDir, { recursive: true })

const ICONS = [
  { file: 'icon-192.png', source: 'app-icon.svg', size: 192 },
  { file: 'icon-512.png', source: 'app-icon.svg', size: 512 },
  { file: 'maskable-512.png', source: 'app-icon-maskable.svg', size: 512 },
  // iOS rounds the corners itself, so the full-bleed artwork is the right one here too.
  { file: 'apple-touch-icon.png', source: 'app-icon-maskable.svg', size: 180 },
]

for (const icon of ICONS) {
  await sharp(source(icon.source), { density: 300 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(`${outDir}${icon.file}`)
  console.log(`${icon.file} (${icon.size}×${icon.size})`)
}
