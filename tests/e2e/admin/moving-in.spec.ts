import path from 'node:path'

import { expect, type Page, test } from '@playwright/test'

import { sampleProjects } from '../../../src/shared/sampleData/sampleProjects'
import { freePort } from '../../helpers/freePort'
import { TEST_ADMIN } from '../../helpers/serverProcess'
import { startTestServer, type TestServer } from '../../helpers/testServer'
import { untilHydrated } from './untilHydrated'

/**
 * Issue 31, done as a new owner would, on a fresh install of its own (the samples seeded, no
 * account yet): the first account made on Payload's welcome screen, the setup checklist, "Start fresh", a JSON Resume imported as drafts, reviewed and published from
 * the projects list, the owner's site with nothing of the samples; the same file again changes
 * nothing, a broken file says why. The time from the install's start to the owner's own
 * published site is written to the test's output (and /tmp/shots/moving-in-time.txt).
 */
test.describe.configure({ mode: 'serial' })

const FIXTURE = path.join(import.meta.dirname, '../../fixtures/json-resume/jordan-lee.json')
const IMPORTED_PROJECTS = ['Shipyard', 'Lighthouse Metrics', 'Ledgerline', 'Tidewatch']

let server: TestServer
let installStartedAt: number
let installSeconds: number

const at = (address: string) => `${server.baseURL}${address}`

test.beforeAll(async () => {
  installStartedAt = Date.now()
  const port = await freePort()
  server = await startTestServer({
    name: `test-e2e-moving-in-${port}`,
    port,
    dbPort: await freePort(),
    // No account from the environment: the owner makes the first one on the welcome screen.
    env: { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' },
  })
  installSeconds = (Date.now() - installStartedAt) / 1000
})

test.afterAll(async () => {
  await server?.stop()
})

/** The first account, made on the welcome screen: its e-mail address and password only. */
const createFirstUser = async (page: Page) => {
  await page.goto(at('/admin'))
  const create = page.getByRole('button', { name: 'Create' })
  await untilHydrated(create)
  await expect(page).toHaveURL(/\/admin\/create-first-user$/)
  // Nothing a new owner has to understand first: no API login, no list of one role.
  await expect(page.getByText('Username', { exact: true })).toHaveCount(0)
  await expect(page.getByText('/api/auth/login')).toHaveCount(0)
  await expect(page.getByText('Role', { exact: true })).toHaveCount(0)
  await page.screenshot({ path: '/tmp/shots/moving-in-first-user.png', fullPage: true })
  await page.getByLabel('Email').fill(TEST_ADMIN.email)
  await page.getByLabel('New Password').fill(TEST_ADMIN.password)
  await page.getByLabel('Confirm Password').fill(TEST_ADMIN.password)
  await create.click()
  // The account is made, signed in and the first dashboard drawn: seen to take 15 s on a busy machine.
  await expect(page.getByTestId('owner-dashboard')).toBeVisible({ timeout: 30_000 })
}

/** The dashboard's "What to do next" list. */
const nextSteps = (page: Page) => page.getByTestId('next-steps')

const chooseFile = async (page: Page, file: string | { name: string; buffer: Buffer }) => {
  const input = page.getByTestId('import-section').locator('input[type="file"]')
  await untilHydrated(input)
  await input.setInputFiles(
    typeof file === 'string' ? file : { ...file, mimeType: 'application/json' },
  )
}

test('from a fresh install to the owner’s own published site, through Start fresh and an import', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await createFirstUser(page)

  // The checklist of a new site: nothing of the owner's yet, and what to do next agrees.
  const checklist = page.getByTestId('setup-checklist')
  await expect(checklist).toContainText('Set up your site: 0 of 6 done')
  await expect(nextSteps(page)).not.toContainText('All set')
  await expect(nextSteps(page).getByRole('link', { name: /Your name and title/ })).toHaveAttribute(
    'href',
    '/admin/globals/personal-info',
  )
  await expect(
    checklist.getByRole('link', { name: /Replace the sample projects/ }),
  ).toHaveAttribute('href', '/admin/collections/projects')

  // Start fresh: the confirmation says what goes, then it is gone.
  const startFresh = page.getByTestId('start-fresh')
  await expect(startFresh).toContainText(`${sampleProjects.length} projects`)
  const remove = startFresh.getByRole('button', { name: 'Remove the samples…' })
  await untilHydrated(remove)
  await remove.click()
  const question = startFresh.getByRole('alertdialog')
  await expect(question).toContainText(/Delete \d+ sample records for good\?/)
  await expect(question).toContainText('cannot be undone')
  await question.getByRole('button', { name: /^Delete \d+ samples$/ }).click()
  await expect(page.getByTestId('samples-removed')).toContainText(
    `Removed ${sampleProjects.length} projects`,
  )

  // The résumé, as drafts: nothing on the site yet.
  await chooseFile(page, FIXTURE)
  await expect(page.getByTestId('import-preview')).toContainText(
    'will create 3 jobs, 2 schools, 12 skills, 4 projects, 2 interests and update 1 profile.',
  )
  await page.getByRole('button', { name: 'Import as drafts' }).click()
  await expect(page.getByTestId('import-done')).toContainText('created 3 jobs')
  await expect(page.getByRole('link', { name: 'Review and publish 12 draft skills' })).toBeVisible()
  // The profile the file updated is a draft too, waiting with the rest.
  await page.reload()
  await expect(
    nextSteps(page).getByRole('link', { name: 'Review and publish your profile' }),
  ).toHaveAttribute('href', '/admin/globals/personal-info')
  expect((await (await page.request.get(at('/api/projects'))).json()).data).toEqual([])

  // Review: the projects list shows the four drafts; the owner publishes them all at once.
  await page.goto(at('/admin/collections/projects'))
  await expect(page).toHaveURL(/[?&]sort=/)
  const rows = page.locator('table tbody tr')
  await expect(rows).toHaveCount(IMPORTED_PROJECTS.length)
  await expect(page.locator('table').getByText('Draft')).toHaveCount(IMPORTED_PROJECTS.length)
  const selectAll = page.locator('#select-all')
  await untilHydrated(selectAll)
  await selectAll.click()
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.locator('table').getByText('Draft')).toHaveCount(0)

  // The owner's own site: their projects, none of the samples.
  await page.goto(at('/projects'))
  for (const title of IMPORTED_PROJECTS)
    await expect(page.getByRole('heading', { name: title })).toBeVisible()
  for (const sample of sampleProjects)
    await expect(page.getByText(sample.title, { exact: false })).toHaveCount(0)
  const ownerSeconds = (Date.now() - installStartedAt) / 1000
  const timing =
    `moving in: ${ownerSeconds.toFixed(1)} s from the start of a fresh install to the owner's ` +
    `published projects (the install ${installSeconds.toFixed(1)} s, the owner's steps ` +
    `${(ownerSeconds - installSeconds).toFixed(1)} s)`
  test.info().annotations.push({ type: 'timing', description: timing })
  console.log(timing)
  await page.screenshot({ path: '/tmp/shots/moving-in-projects.png', fullPage: true })

  // The same file again changes nothing; the checklist counts what is now the owner's.
  await page.goto(at('/admin'))
  await chooseFile(page, FIXTURE)
  await expect(page.getByTestId('import-preview')).toContainText(
    'will create nothing and update nothing.',
  )
  await expect(page.getByTestId('import-preview')).toContainText('Nothing to import')
  await expect(page.getByRole('button', { name: 'Import as drafts' })).toHaveCount(0)
  await expect(page.getByTestId('setup-projects')).toHaveAttribute('data-done', 'true')
  await expect(page.getByTestId('setup-publish')).toHaveAttribute('data-done', 'true')
  await expect(page.getByTestId('start-fresh')).toHaveCount(0)
  await page.screenshot({ path: '/tmp/shots/moving-in-dashboard.png', fullPage: true })

  // A broken file names its problem and changes nothing.
  await chooseFile(page, {
    name: 'broken.json',
    buffer: Buffer.from(JSON.stringify({ work: [{ name: 'X', startDate: 'soon' }] })),
  })
  const alert = page.getByTestId('import-section').getByRole('alert')
  await expect(alert).toContainText('broken.json cannot be imported; nothing was changed.')
  await expect(alert).toContainText('work[0].startDate: not a date')
})
