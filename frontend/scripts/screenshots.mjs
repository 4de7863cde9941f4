/**
 * Full-page screenshots of every public route at phone (375 px) and desktop (1440 px) widths,
 * for checking the look by eye. Serves a build folder itself (SPA fallback) unless --url is given.
 * Usage: node frontend/scripts/screenshots.mjs [--dist=frontend/dist-local] [--url=http://…] [--out=/tmp/shots]
 */
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'

import { chromium } from '@playwright/test'

const arg = (name, fallback) =>
  process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback
const dist = path.resolve(arg('dist', 'frontend/dist-local'))
const out = path.resolve(arg('out', '/tmp/shots'))
const only = arg('only', '')
const segments = process.argv.includes('--segments')
mkdirSync(out, { recursive: true })

let baseURL = arg('url', '')
let server
if (!baseURL) {
  const types = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
  }
  server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname)
    const file = path.join(dist, pathname)
    const found = file.startsWith(dist) && existsSync(file) && statSync(file).isFile()
    res.writeHead(200, {
      'Content-Type':
        types[path.extname(found ? file : 'index.html')] ?? 'application/octet-stream',
    })
    res.end(readFileSync(found ? file : path.join(dist, 'index.html')))
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseURL = `http://127.0.0.1:${server.address().port}`
}

const routes = {
  home: '/',
  skills: '/skills',
  projects: '/projects',
  project: '/projects/1',
  project4: '/projects/4',
  about: '/about',
  contact: '/contact',
  notfound: '/nope',
}
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})
for (const [width, height] of [
  [375, 812],
  [1440, 900],
]) {
  const page = await browser.newPage({ viewport: { width, height }, reducedMotion: 'reduce' })
  for (const [name, route] of Object.entries(routes)) {
    if (only && !only.split(',').includes(name)) continue
    await page.goto(baseURL + route)
    await page.waitForTimeout(1200)
    // Scroll through so lazily revealed sections render, then back to the top.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y)
        await new Promise((resolve) => setTimeout(resolve, 60))
      }
      window.scrollTo(0, 0)
    })
    await page.waitForTimeout(700)
    await page.screenshot({ path: path.join(out, `${name}-${width}.png`), fullPage: true })
    if (segments) {
      // Tall pages shrink to illegibility when viewed whole: also save them in screen-high slices.
      const total = await page.evaluate(() => document.documentElement.scrollHeight)
      const slice = width < 768 ? 1000 : 1100
      for (let y = 0, part = 1; y < total; y += slice, part += 1) {
        const clip = { x: 0, y, width, height: Math.min(slice, total - y) }
        await page.screenshot({
          path: path.join(out, `${name}-${width}-part${part}.png`),
          fullPage: true,
          clip,
        })
      }
    }
  }
  await page.close()
}
await browser.close()
server?.close()
console.log(`screenshots in ${out}`)
