import { execFile } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import { promisify } from 'node:util'

import { type APIRequestContext, expect, test } from '@playwright/test'

import { ownerToken } from '../ownerApi'
import { apiPersonalInfo, DESKTOP, settle } from './helpers'

const run = promisify(execFile)
let token: string

const setLanguages = async (request: APIRequestContext, enabled: string[]) => {
  const res = await request.put('/api/languages', {
    headers: { authorization: `Bearer ${token}` },
    data: { default: 'en', enabled },
  })
  expect(res.status(), await res.text()).toBe(200)
}

test.beforeAll(async ({ request }) => {
  token = await ownerToken(request)
})
test.beforeEach(async ({ request }) => setLanguages(request, ['en', 'ar']))
test.afterEach(async ({ request }) => setLanguages(request, ['en']))

test('About offers the résumé in the page language, made from the content', async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize(DESKTOP)
  await page.addInitScript(() => localStorage.setItem('language-suggestion-dismissed', 'test'))
  const { name } = await apiPersonalInfo(request)
  for (const [pagePath, resumePath] of [
    ['/about', '/resume.pdf'],
    ['/ar/about', '/ar/resume.pdf'],
  ] as const) {
    await settle(page, pagePath, /.+/)
    const link = page.locator('.about__header a[download]')
    const href = await link.getAttribute('href')
    expect(new URL(href!, page.url()).pathname).toBe(resumePath)

    const res = await request.get(resumePath)
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toBe('application/pdf')
    // Its first page as a picture beside the test's output, to look at.
    const pdf = testInfo.outputPath(`${resumePath.replaceAll('/', '_')}`)
    await writeFile(pdf, await res.body())
    await run('/usr/bin/pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', pdf, pdf])
    const { stdout } = await run('/usr/bin/pdftotext', [pdf, '-'])
    expect(stdout).toContain(name)
  }
})
