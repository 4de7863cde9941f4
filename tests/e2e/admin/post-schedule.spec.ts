import { expect, type Page, test } from '@playwright/test'

import { freePort } from '../../helpers/freePort'
import { startServerOnCopy } from '../../helpers/testCluster'
import type { TestServer } from '../../helpers/testServer'
import { ownerHeaders, uploadImage } from '../ownerApi'
import { logInAsOwner } from './logInAsOwner'
import { untilHydrated } from './untilHydrated'

/**
 * Issue 33, done when: the owner writes a post with a code block and an image in the admin,
 * previews it, schedules it two minutes ahead, and it appears on /writing, in both feeds, the
 * sitemap and on the project's page at that time, not before. The test waits on the real
 * schedule (Payload's job queue, src/cms/jobsConfig.ts), on a server of its own so that no
 * other test sees the post appear.
 */
test.describe.configure({ mode: 'default' })
// A step that cannot happen fails in seconds rather than at the end of the long test's time.
test.use({ actionTimeout: 15_000 })

let server: TestServer

test.beforeAll(async () => {
  const port = await freePort()
  server = await startServerOnCopy(process.env.E2E_CLUSTER_URL, {
    name: `test-e2e-post-schedule-${port}`,
    port,
  })
})

test.afterAll(async () => {
  await server?.stop()
})

const CODE = 'const port = Number(process.env.PORT ?? 3000)\nexport default port\n'

/** A time in the schedule picker's own format (Payload's `MMM d, yyy h:mm a`), as typed. */
const pickerText = (at: Date): string =>
  `${at.toLocaleString('en-US', { month: 'short' })} ${at.getDate()}, ${at.getFullYear()} ` +
  at.toLocaleString('en-US', { hour: 'numeric', minute: '2-digit' })

/** The rich-text editor's menu of what `/` inserts. */
const slashMenu = (page: Page) => page.getByRole('listbox', { name: 'Slash menu' })

/** What the public side shows of the post, each a yes or no; `due`: whether it should show. */
const publicTraces = async (
  page: Page,
  { slug, title, projectId, due }: { slug: string; title: string; projectId: number; due: boolean },
) => {
  const text = async (path: string) => (await page.request.get(path)).text()
  const listed = async (path: string) => {
    await page.goto(path)
    await expect(page.locator('main h1').first()).toBeVisible()
    await expect(page.locator('[aria-busy="true"], .skeleton')).toHaveCount(0)
    // A project's posts come after its content, in a chunk and a read of their own, and for
    // Playwright a page is network-idle once for good, possibly before they start: a due post is
    // waited for; one not due must be absent once the page has settled.
    const post = page.getByText(title).first()
    if (due)
      return post
        .waitFor()
        .then(() => true)
        .catch(() => false)
    await page.waitForLoadState('networkidle')
    return post.isVisible()
  }
  return {
    api: (await page.request.get(`/api/posts/slug/${slug}`)).status() === 200,
    writing: await listed('/writing'),
    atom: (await text('/feed.xml')).includes(title),
    json: (await text('/feed.json')).includes(title),
    sitemap: (await text('/sitemap.xml')).includes(`/writing/${slug}`),
    project: await listed(`/projects/${projectId}`),
  }
}

test('a post written and scheduled in the admin appears everywhere at its time, not before', async ({
  browser,
}) => {
  test.setTimeout(8 * 60_000)
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 1440, height: 900 },
  })
  const page = await context.newPage()
  const token = `sched${Date.now()}`
  const title = `Building the harbour app ${token}`
  const headers = await ownerHeaders(page.request)
  const image = await uploadImage(page.request, headers, `Harbour map ${token}`, `${token}.png`)
  const projects = (await (await page.request.get('/api/projects?limit=1')).json()) as {
    data: { id: number; title: string }[]
  }
  const project = projects.data[0]!

  // Written in the admin: a paragraph, an image from the media library, a code block, a tag and
  // the project it is about; saved as a draft.
  await logInAsOwner(page, '/admin/collections/posts/create')
  await untilHydrated(page.locator('#field-title'))
  await page.locator('#field-title').fill(title)
  await page.locator('#field-excerpt').fill('How it was built, with the code that runs it.')
  const editor = page.locator('.rich-text-lexical [contenteditable="true"]').first()
  await editor.click()
  await page.keyboard.type('We built it in three weeks.')
  await page.keyboard.press('Enter')
  await page.keyboard.type('/upload')
  await expect(slashMenu(page).getByRole('option', { name: 'Upload' })).toBeVisible()
  await page.keyboard.press('Enter')
  await page.locator('.drawer__content').last().getByText(image.filename).click()
  await expect(editor.locator('img')).toHaveCount(1)
  await editor.locator('p').first().click()
  await page.keyboard.press('End')
  await page.keyboard.press('Enter')
  await page.keyboard.type('/code')
  await expect(slashMenu(page).getByRole('option', { name: 'Code' })).toBeVisible()
  await page.keyboard.press('Enter')
  const block = page.locator('.LexicalEditorTheme__block-Code')
  await block.locator('.react-select').click()
  await page.getByRole('option', { name: 'TypeScript' }).click()
  await block.locator('textarea').fill(CODE)
  const field = (label: string) => page.locator('.field-type').filter({ hasText: label })
  await field('Tags').getByRole('combobox').fill('node')
  await page.keyboard.press('Enter')
  await field('About these projects').getByRole('combobox').click()
  await page.getByRole('option', { name: project.title }).click()
  await page.getByRole('button', { name: 'Save Draft' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/posts\/\d+/)
  const slug = await page.locator('#field-slug').inputValue()
  expect(slug).toBe(`building-the-harbour-app-${token}`)

  // Previewed: the draft on the site, its code highlighted, its image with its alt text.
  const link = page.locator('#preview-button')
  await expect(link).toHaveAttribute('href', new RegExp(`/writing/${slug}\\?preview=`))
  const [preview] = await Promise.all([page.context().waitForEvent('page'), link.click()])
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(preview.locator('pre code')).toContainText('export default port')
  expect(await preview.locator('pre code span[class]').count()).toBeGreaterThan(2)
  await expect(preview.getByRole('img', { name: `Harbour map ${token}` })).toBeVisible()
  await preview.close()

  // Scheduled two minutes ahead (to the next whole minute after that, as the picker counts).
  const at = new Date(Math.ceil((Date.now() + 2 * 60_000) / 60_000) * 60_000)
  await page.locator('.doc-controls .popup-button').first().click()
  await page.getByRole('button', { name: 'Schedule Publish', exact: true }).click()
  const scheduler = page.locator('.schedule-publish__scheduler')
  // Payload offers "Unpublish" first for a post that was never published.
  await scheduler.getByText('Publish', { exact: true }).click()
  const time = scheduler.locator('.react-datepicker__input-container input')
  await time.click()
  await time.pressSequentially(pickerText(at))
  await time.press('Enter')
  await scheduler.getByRole('button', { name: 'Save' }).click()
  await expect(page.locator('.schedule-publish__upcoming table')).toContainText('Publish')

  // Not before: nothing public a few seconds before its time.
  await page.waitForTimeout(Math.max(0, at.getTime() - 15_000 - Date.now()))
  const post = { slug, title, projectId: project.id }
  expect(await publicTraces(page, { ...post, due: false })).toEqual({
    api: false,
    writing: false,
    atom: false,
    json: false,
    sitemap: false,
    project: false,
  })

  // At its time (the queue runs every 10 s): the post, the list, both feeds, the sitemap and
  // the project's page.
  await page.waitForTimeout(Math.max(0, at.getTime() - Date.now()))
  await expect
    .poll(async () => (await page.request.get(`/api/posts/slug/${slug}`)).status(), {
      timeout: 60_000,
      intervals: [2_000],
    })
    .toBe(200)
  expect(await publicTraces(page, { ...post, due: true })).toEqual({
    api: true,
    writing: true,
    atom: true,
    json: true,
    sitemap: true,
    project: true,
  })
  await context.close()
})
