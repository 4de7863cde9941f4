import { type APIRequestContext, expect, type Page } from '@playwright/test'

import type {
  ListResponse,
  PersonalInfoDto,
  ProjectDto,
  SkillDto,
} from '../../../src/shared/apiTypes'

export const PHONE = { width: 375, height: 812 }
export const DESKTOP = { width: 1440, height: 900 }

/** Every public route with a page heading a visitor would recognise it by. */
export const ROUTES = [
  { path: '/', heading: /Alex Morgan|.+/ },
  { path: '/skills', heading: 'Skills & Expertise' },
  { path: '/projects', heading: 'Featured Projects' },
  { path: '/projects/1', heading: /.+/ },
  { path: '/about', heading: 'About Me' },
  { path: '/contact', heading: 'Get In Touch' },
  { path: '/this-page-does-not-exist', heading: /Page Not Found/ },
] as const

/** The whole public list of a resource, read from the API the page itself uses. */
export const apiList = async <T>(request: APIRequestContext, resource: string): Promise<T[]> => {
  const response = await request.get(`/api/${resource}?limit=100`)
  if (!response.ok()) throw new Error(`GET /api/${resource} → ${response.status()}`)
  return ((await response.json()) as ListResponse<T>).data
}

export const apiProjects = (request: APIRequestContext) => apiList<ProjectDto>(request, 'projects')
export const apiSkills = (request: APIRequestContext) => apiList<SkillDto>(request, 'skills')

export const apiPersonalInfo = async (request: APIRequestContext): Promise<PersonalInfoDto> =>
  ((await (await request.get('/api/personal-info')).json()) as { data: PersonalInfoDto }).data

/**
 * Keeps the install banner away (dismissed just now, as a visitor would), for pages whose test is
 * not about it: it has its own (tests/e2e/pwa/install-banner.spec.ts), and the offer of another
 * language makes way for it.
 */
export const keepInstallBannerAway = async (page: Page): Promise<void> => {
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', String(Date.now())))
}

/** Console messages of one type, collected from now on. */
export const collectConsole = (
  page: Page,
  type: 'error' | 'warning' | 'log' = 'error',
): string[] => {
  const messages: string[] = []
  page.on('console', (message) => {
    if (message.type() === type) messages.push(message.text())
  })
  return messages
}

/** Replaces the body of a JSON API answer (keeps status and headers), e.g. to add test records. */
export const rewriteJson = async <T>(
  page: Page,
  pattern: string | RegExp,
  rewrite: (body: T) => T,
): Promise<void> => {
  await page.route(pattern, async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as T
    await route.fulfill({ response, json: rewrite(body) })
  })
}

/** A small PNG (1×1, indigo) as a data: URL and as bytes. */
export const PIXEL_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAD/gH+vYb8WQAAAABJRU5ErkJggg=='
export const PIXEL_PNG = Buffer.from(PIXEL_PNG_BASE64, 'base64')

/** Something to watch for on the page: an element (optionally containing text) present or gone. */
export type Probe = {
  selector: string
  text?: string
  /** Wait for the element to be gone instead. */
  absent?: boolean
  /** Only start watching once this other probe has fired. */
  after?: string
}

/**
 * Changes a form control inside the page (as typing or picking would) and records, in the page's
 * own clock, how many milliseconds later each probe first held. The probes are checked on every
 * DOM change (a MutationObserver runs right after the change is made), so the times are exact
 * however busy the page's main thread or slow the test machine; null means the probe never held.
 */
export const timeControlChange = async (
  page: Page,
  control: { selector: string; value: string },
  probes: Record<string, Probe>,
  timeoutMs = 5000,
): Promise<Record<string, number | null>> =>
  page.evaluate(
    ({ control, probes, timeoutMs }) =>
      new Promise<Record<string, number | null>>((resolve) => {
        const element = document.querySelector(control.selector) as
          HTMLInputElement | HTMLSelectElement
        const prototype =
          element instanceof HTMLSelectElement
            ? HTMLSelectElement.prototype
            : HTMLInputElement.prototype
        const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set
        const holds = (probe: Probe) => {
          const found = [...document.querySelectorAll(probe.selector)].some(
            (node) => probe.text === undefined || (node.textContent ?? '').includes(probe.text),
          )
          return probe.absent ? !found : found
        }
        const firedAt: Record<string, number | null> = Object.fromEntries(
          Object.keys(probes).map((k) => [k, null]),
        )
        let timer: ReturnType<typeof setTimeout> | undefined
        const finish = () => {
          observer.disconnect()
          clearTimeout(timer)
          resolve(firedAt)
        }
        const check = () => {
          const now = performance.now() - start
          for (const [name, probe] of Object.entries(probes)) {
            if (firedAt[name] !== null) continue
            if (probe.after && firedAt[probe.after] === null) continue
            if (holds(probe)) firedAt[name] = Math.round(now)
          }
          if (Object.values(firedAt).every((value) => value !== null)) finish()
        }
        const observer = new MutationObserver(check)
        observer.observe(document, {
          childList: true,
          subtree: true,
          attributes: true,
          characterData: true,
        })
        element.focus()
        setValue?.call(element, control.value)
        const start = performance.now()
        element.dispatchEvent(
          new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
        )
        check()
        timer = setTimeout(finish, timeoutMs)
      }),
    { control, probes, timeoutMs },
  )

export type Presence = Record<string, { shown: number | null; hidden: number | null; most: number }>

/**
 * Call before navigating: records, in the page's clock, when each selector first appears and when
 * it is next gone, and the most elements it matched at once. Read the result with `readPresence`.
 */
export const watchPresence = async (page: Page, selectors: string[]): Promise<void> => {
  await page.addInitScript((watched: string[]) => {
    const log: Record<string, { shown: number | null; hidden: number | null; most: number }> = {}
    for (const selector of watched) log[selector] = { shown: null, hidden: null, most: 0 }
    ;(window as unknown as { __presence: typeof log }).__presence = log
    const check = () => {
      for (const selector of watched) {
        const entry = log[selector]
        const count = document.querySelectorAll(selector).length
        const present = count > 0
        entry.most = Math.max(entry.most, count)
        if (present && entry.shown === null) entry.shown = performance.now()
        if (!present && entry.shown !== null && entry.hidden === null)
          entry.hidden = performance.now()
      }
    }
    new MutationObserver(check).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
    })
  }, selectors)
}

export const readPresence = (page: Page): Promise<Presence> =>
  page.evaluate(() => (window as unknown as { __presence: Presence }).__presence)

/** Opens `path` and waits until its skeletons have given way to content (the longest lists brought into view). */
export const settle = async (page: Page, path: string, heading: string | RegExp): Promise<void> => {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible()
  const list = page.locator('.skills-list, .projects-list')
  if ((await list.count()) > 0) await list.first().scrollIntoViewIfNeeded()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expect(page.locator('.skeleton')).toHaveCount(0)
}
