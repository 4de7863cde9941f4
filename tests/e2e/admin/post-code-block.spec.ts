import { expect, type Route, test } from '@playwright/test'

import { ownerHeaders } from '../ownerApi'
import { logInAsOwner } from './logInAsOwner'
import { isFormStateRequest } from './untilFormChecked'
import { untilHydrated } from './untilHydrated'

const CODE = 'const port = Number(process.env.PORT ?? 3000)\nexport default port\n'

type BodyNode = { type: string; fields?: Record<string, unknown>; children?: BodyNode[] }

/**
 * Payload's block copies its fields into the post's body only from the server's answer to its
 * form check. Before CodeBlockCodeField, a post saved before that answer (seconds on a busy
 * server) had no code: the save was refused with the code area marked required while it showed
 * the code (seen in post-schedule.spec.ts under load). Here the answers are held until the save
 * has been answered, so the save always comes first.
 */
test('a code block saved before the server has checked it keeps its language and code', async ({
  page,
}) => {
  await logInAsOwner(page, '/admin/collections/posts/create')
  await untilHydrated(page.locator('#field-title'))
  await page.locator('#field-title').fill(`Saved at once ${Date.now()}`)
  const editor = page.locator('.rich-text-lexical [contenteditable="true"]').first()
  await editor.click()
  await page.keyboard.type('The port it listens on:')
  await page.keyboard.press('Enter')
  await page.keyboard.type('/code')
  const slashMenu = page.getByRole('listbox', { name: 'Slash menu' })
  await expect(slashMenu.getByRole('option', { name: 'Code' })).toBeVisible()
  await page.keyboard.press('Enter')
  const block = page.locator('.LexicalEditorTheme__block-Code')
  // The new block's own first answer shows its fields; only the checks after that are held.
  await expect(block.locator('textarea')).toBeEditable()

  const held: Route[] = []
  await page.route('**/admin/**', (route) =>
    isFormStateRequest(route.request()) ? void held.push(route) : route.fallback(),
  )
  await block.locator('.react-select').click()
  await page.getByRole('option', { name: 'TypeScript' }).click()
  await block.locator('textarea').fill(CODE)
  const saving = page.waitForResponse(
    (res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/cms-api/posts',
  )
  await page.getByRole('button', { name: 'Save Draft' }).click()
  const saved = await saving
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  for (const route of held) await route.continue().catch(() => undefined)

  expect(saved.status(), await saved.text()).toBe(201)
  const { doc } = (await saved.json()) as { doc: { id: number; body: { root: BodyNode } } }
  const blocks = doc.body.root.children!.filter((node) => node.type === 'block')
  expect(blocks.map((node) => node.fields)).toEqual([
    expect.objectContaining({ blockType: 'Code', language: 'typescript', code: CODE }),
  ])
  await expect(page).toHaveURL(new RegExp(`/admin/collections/posts/${doc.id}`))
  await expect(block.locator('textarea')).toHaveValue(CODE)

  const removed = await page.request.delete(`/cms-api/posts/${doc.id}`, {
    headers: await ownerHeaders(page.request),
  })
  expect(removed.status()).toBe(200)
})
