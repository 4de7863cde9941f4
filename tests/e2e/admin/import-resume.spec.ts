import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, type Page, test } from '@playwright/test'

import { TEST_ADMIN } from '../../helpers/serverProcess'
import { logInAsOwner } from './logInAsOwner'
import { untilHydrated } from './untilHydrated'

/**
 * Issue 31, in the admin: the owner picks a JSON Resume file on the dashboard, sees what it will
 * create and leave out, imports it as drafts, and importing it again changes nothing; a broken
 * file shows its problem by JSON path. The file's profile is left out here (`basics`): the
 * other specs on this server edit the owner's profile.
 */

const FIXTURE = path.join(import.meta.dirname, '../../fixtures/json-resume/jordan-lee.json')
const COLLECTIONS = ['experiences', 'education', 'skills', 'projects', 'interests']

const fileWith = (change: (resume: Record<string, any>) => void) => {
  const { basics: _basics, ...resume } = JSON.parse(readFileSync(FIXTURE, 'utf8'))
  change(resume)
  return {
    name: 'resume.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(resume)),
  }
}

const fileInput = async (page: Page) => {
  const input = page.getByTestId('import-section').locator('input[type="file"]')
  await untilHydrated(input)
  return input
}

test.afterAll(async ({ request }) => {
  // The records the import made, removed for the specs after this one on the same server.
  const login = await request.post('/cms-api/users/login', { data: TEST_ADMIN })
  const { token } = await login.json()
  for (const collection of COLLECTIONS) {
    const found = await request.get(
      `/cms-api/${collection}?where[importKey][exists]=true&draft=true&limit=100&depth=0`,
      { headers: { authorization: `JWT ${token}` } },
    )
    for (const doc of (await found.json()).docs as { id: number }[])
      await request.delete(`/cms-api/${collection}/${doc.id}`, {
        headers: { authorization: `JWT ${token}` },
      })
  }
})

test('the owner imports a JSON Resume from the dashboard: preview, drafts, and again nothing', async ({
  page,
}) => {
  await logInAsOwner(page)
  await (await fileInput(page)).setInputFiles(fileWith(() => {}))
  const preview = page.getByTestId('import-preview')
  await expect(preview).toContainText(
    'will create 3 jobs, 2 schools, 12 skills, 4 projects, 2 interests and update nothing.',
  )
  await preview.getByText(/left out/).click()
  await expect(preview).toContainText('awards[0]')
  await expect(preview).toContainText('education[1].score')
  await page.screenshot({ path: '/tmp/shots/admin-import-preview.png', fullPage: true })

  const importAsDrafts = page.getByRole('button', { name: 'Import as drafts' })
  await untilHydrated(importAsDrafts)
  await importAsDrafts.click()
  await expect(page.getByTestId('import-done')).toContainText(
    'Imported: created 3 jobs, 2 schools, 12 skills, 4 projects, 2 interests, updated nothing.',
  )
  // Drafts: on the site, nothing yet.
  const jobs = await (await page.request.get('/api/experiences?limit=100')).json()
  expect(jobs.data.map((job: { company: string }) => job.company)).not.toContain('Northwind Cloud')

  await (await fileInput(page)).setInputFiles(fileWith(() => {}))
  await expect(preview).toContainText('will create nothing and update nothing.')
})

test('a broken file shows its problem by JSON path and changes nothing', async ({ page }) => {
  await logInAsOwner(page)
  await (
    await fileInput(page)
  ).setInputFiles(
    fileWith((resume) => {
      resume.work[2].startDate = 'last spring'
    }),
  )
  const alert = page.getByTestId('import-section').getByRole('alert')
  await expect(alert).toContainText('resume.json cannot be imported; nothing was changed.')
  await expect(alert).toContainText('work[2].startDate: not a date')
  await expect(page.getByTestId('import-preview')).toHaveCount(0)
  await page.screenshot({ path: '/tmp/shots/admin-import-broken.png', fullPage: false })
})
