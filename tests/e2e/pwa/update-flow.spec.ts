import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { expect, test, type Page } from '@playwright/test'

import { UPDATE_QUESTION } from '../../../frontend/src/features/pwa/utils/update-flow'
import { DESKTOP } from '../site/helpers'
import { startStaticServer, type StaticServer } from '../site/static-server'
import { UPDATE_BUILD_IDS, updateBuild } from '../specSites'
import { buildIdOf, waitForServiceWorker } from './helpers'

/**
 * A new deploy reaching a returning visitor. Two builds of the site that differ only in their
 * build id are made before the specs (specSites.ts) and served as files from a folder of this
 * spec's own; "deploying" swaps the folder's contents.
 */
const BUILDS = UPDATE_BUILD_IDS

let work: string
let siteDir: string
let server: StaticServer

/** Puts a build in the served folder, as a deploy would. */
const deploy = (id: string) => {
  rmSync(siteDir, { recursive: true, force: true })
  cpSync(updateBuild(id), siteDir, { recursive: true })
}

/** Asks the browser to look for a new worker now instead of waiting for the hourly check. */
const checkForUpdate = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    await registration?.update()
  })

/** Marks this document; the mark is gone after any reload. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { marked: boolean }).marked = true))
const isMarked = (page: Page) =>
  page.evaluate(() => (window as unknown as { marked?: boolean }).marked === true)

test.use({ serviceWorkers: 'allow', viewport: DESKTOP })
test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'pwa-update-'))
  siteDir = path.join(work, 'site')
  deploy(BUILDS.old)
  server = await startStaticServer(siteDir)
})

test.afterAll(async () => {
  await server?.close()
  if (work) rmSync(work, { recursive: true, force: true })
})

test('a new version asks to update; accepting reloads the page onto it', async ({ page }) => {
  await page.goto(`${server.url}/`)
  await waitForServiceWorker(page)
  expect(await buildIdOf(page)).toBe(BUILDS.old)
  await markDocument(page)

  deploy(BUILDS.new)
  const questions: string[] = []
  page.on('dialog', async (dialog) => {
    questions.push(`${dialog.type()}: ${dialog.message()}`)
    await dialog.accept()
  })
  const reloaded = page.waitForEvent('load')
  await checkForUpdate(page)
  await reloaded

  expect(questions).toEqual([`confirm: ${UPDATE_QUESTION}`])
  await expect.poll(() => buildIdOf(page)).toBe(BUILDS.new)
  expect(await isMarked(page)).toBe(false)
  // The new worker is the one in charge, and nothing else waits.
  const state = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    return {
      waiting: registration?.waiting !== null,
      controllerIsActive:
        navigator.serviceWorker.controller?.scriptURL === registration?.active?.scriptURL,
    }
  })
  expect(state).toEqual({ waiting: false, controllerIsActive: true })
})

test('declining keeps the page and its version; the new worker waits', async ({ page }) => {
  deploy(BUILDS.old)
  await page.goto(`${server.url}/`)
  await waitForServiceWorker(page)
  expect(await buildIdOf(page)).toBe(BUILDS.old)
  await markDocument(page)

  deploy(BUILDS.new)
  const asked = page.waitForEvent('dialog')
  await checkForUpdate(page)
  const dialog = await asked
  expect(dialog.message()).toBe(UPDATE_QUESTION)
  await dialog.dismiss()

  await expect
    .poll(() =>
      page.evaluate(
        async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null,
      ),
    )
    .toBe(true)
  await page.waitForTimeout(500)
  expect(await isMarked(page)).toBe(true)
  expect(await buildIdOf(page)).toBe(BUILDS.old)
})
