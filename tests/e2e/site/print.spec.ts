import { execFile } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import { promisify } from 'node:util'

import { expect, test } from '@playwright/test'

import { DESKTOP, settle } from './helpers'

const run = promisify(execFile)

test.describe('Printing a page', () => {
  test.use({ colorScheme: 'dark' })

  test('the dark theme prints black on white, without the dock, background or motion, with link addresses', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(DESKTOP)
    await settle(page, '/about', /.+/)
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expect(page.locator('.dock')).toBeVisible()

    await page.emulateMedia({ media: 'print' })
    for (const chrome of ['.dock', '.backdrop', '.particles', '.scroll-progress'])
      await expect(page.locator(chrome).first()).toBeHidden()

    const printed = await page.evaluate(() => {
      const style = (selector: string, pseudo?: string) =>
        getComputedStyle(document.querySelector(selector)!, pseudo)
      const external = document.querySelector<HTMLAnchorElement>('main a[href^="http"]')!
      return {
        background: style('body').backgroundColor,
        heading: style('main h1').color,
        body: style('main p').color,
        animation: style('.page-transition').animationName,
        href: external.getAttribute('href'),
        after: getComputedStyle(external, '::after').content,
      }
    })
    expect(printed.background).toBe('rgb(255, 255, 255)')
    // Dark ink: every channel well below the screen theme's light text.
    for (const color of [printed.heading, printed.body]) {
      const channels = (color.match(/\d+/g) ?? []).slice(0, 3).map(Number)
      expect(Math.max(...channels), color).toBeLessThan(90)
    }
    expect(printed.animation).toBe('none')
    expect(printed.after).toBe(`" (${printed.href})"`)

    // What paper gets, for a look: A4 through Chromium's own print path, its first page as PNG.
    const pdf = testInfo.outputPath('about-print.pdf')
    await writeFile(pdf, await page.pdf({ format: 'A4', printBackground: true }))
    await run('/usr/bin/pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', pdf, pdf])
    const { stdout } = await run('/usr/bin/pdftotext', [pdf, '-'])
    expect(stdout).toContain(printed.href!)
  })
})
