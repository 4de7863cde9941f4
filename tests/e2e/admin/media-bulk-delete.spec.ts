import { expect, test } from '@playwright/test'

import { ownerHeaders, uploadImage as upload } from '../ownerApi'
import { logInAsOwner } from './logInAsOwner'
import { untilHydrated } from './untilHydrated'

// Issue 28, item 14: a bulk delete from the media list says which selected images are in use
// (and so kept) as soon as they are selected, before Payload's dialog says "permanently".
test('selecting images in the media list names those in use before the delete dialog', async ({
  page,
}) => {
  await logInAsOwner(page)
  const token = `bulk${Date.now()}`
  const headers = await ownerHeaders(page.request)
  const used = await upload(page.request, headers, `${token} used`, `${token}-used.png`)
  const unused = await upload(page.request, headers, `${token} unused`, `${token}-unused.png`)
  const project = await page.request.post('/cms-api/projects?draft=true', {
    headers,
    data: {
      title: `Cover user ${token}`,
      description: 'x',
      category: 'Web App',
      coverImage: used.id,
    },
  })
  expect(project.status(), await project.text()).toBe(201)

  await page.goto(`/admin/collections/media?search=${token}`)
  const rows = page.locator('tbody tr')
  await expect(rows).toHaveCount(2)
  const notice = page.getByTestId('selected-media-in-use')
  await expect(notice).toHaveCount(0)

  const selectAll = page.getByRole('checkbox', { name: 'select-all' })
  await untilHydrated(selectAll)
  await selectAll.check()
  await expect(notice).toContainText('One selected image is in use')
  await expect(notice).toContainText(
    `${used.filename}: used by the project "Cover user ${token}" (cover)`,
  )
  await expect(notice).not.toContainText(unused.filename)

  // The delete then keeps the image in use and removes the other, as the notice said.
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText(/used by the project "Cover user/).last()).toBeVisible()
  expect((await page.request.get(`/cms-api/media/${used.id}`, { headers })).status()).toBe(200)
  await expect
    .poll(async () => (await page.request.get(`/cms-api/media/${unused.id}`, { headers })).status())
    .toBe(404)
})

test('the in-use question refuses what it cannot answer, naming ids, and strangers', async ({
  request,
  playwright,
  baseURL,
}) => {
  const headers = await ownerHeaders(request)
  for (const query of [
    '',
    'ids=abc',
    `ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`,
  ]) {
    const res = await request.get(`/cms-api/media/in-use?${query}`, { headers })
    expect(res.status()).toBe(400)
    expect(((await res.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe('ids')
  }
  const none = await request.get('/cms-api/media/in-use?ids=999999', { headers })
  expect(none.status()).toBe(200)
  expect(await none.json()).toEqual({ data: [] })
  const stranger = await playwright.request.newContext({ baseURL })
  expect((await stranger.get('/cms-api/media/in-use?all=true')).status()).toBe(401)
  await stranger.dispose()
})
