import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SERVER_STATE_ID } from '../../../src/shared/site/serverRender'
import { apiURL, cms, login } from '../contract/contractHelpers'
import { getPage } from '../seo/seoHelpers'

/**
 * Public pages come rendered on the server (src/site/serverPageRenderer.ts): the page's frame is
 * in the HTML, with the data it was rendered from in a JSON block that is exactly what the
 * public contract answers; a write shows in the very next page; the service worker's shell
 * (`/?app-shell`) stays empty.
 */

const EVIL = `Rendered </script><script>alert(1)</script><!-- "quoted" & co`

let token: string
let project: { id: number; title: string }

/** The JSON block of a page, parsed: React Query's dehydrated state. */
const serverState = (html: string): { queries: { queryKey: unknown[]; state: { data: unknown } }[] } => {
  const match = new RegExp(`<script type="application/json" id="${SERVER_STATE_ID}"[^>]*>([\\s\\S]*?)</script>`).exec(html)
  expect(match, 'the page carries its data').not.toBeNull()
  return JSON.parse(match![1]!)
}

const dataOf = (html: string, queryKey: unknown[]) =>
  serverState(html).queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(queryKey))?.state.data

const publicProjects = async () => ((await (await fetch(apiURL('/projects?page=1&limit=100'))).json()) as { data: unknown[] }).data

beforeAll(async () => {
  token = await login()
  const list = (await publicProjects()) as { id: number; title: string }[]
  project = list[0]!
})

afterAll(async () => {
  if (project) await cms('PATCH', `/projects/${project.id}`, token, { title: project.title })
})

describe('server-rendered public pages', () => {
  it("carry the page's frame and the data it was rendered from, exactly as the contract answers it", async () => {
    const page = await getPage('/projects')
    expect(page.status).toBe(200)
    const root = page.html.slice(page.html.indexOf('<div id="root">'), page.html.indexOf(`id="${SERVER_STATE_ID}"`))
    expect(root).toMatch(/<h1[^>]*>(<span[^>]*>)?Featured Projects</)
    // The spec's 600 ms placeholder: six skeletons, shown from the first paint.
    expect(root.match(/data-testid="project-skeleton"/g)).toHaveLength(6)
    expect(dataOf(page.html, ['projects', 'list', 'active'])).toEqual(await publicProjects())
    expect(dataOf(page.html, ['personal-info', 'detail'])).toEqual(
      ((await (await fetch(apiURL('/personal-info'))).json()) as { data: unknown }).data,
    )
  })

  it('show a write on the very next page, and keep any text inside their data block', async () => {
    await getPage(`/projects/${project.id}`)
    await cms('PATCH', `/projects/${project.id}`, token, { title: EVIL })
    const page = await getPage(`/projects/${project.id}`)
    const listed = dataOf(page.html, ['projects', 'list', 'active']) as { id: number; title: string }[]
    expect(listed.find((item) => item.id === project.id)?.title).toBe(EVIL)
    // The title cannot end the JSON block or open a script of its own.
    const body = page.html.slice(page.html.indexOf('<body'))
    expect(body.match(/<script\b[^>]*>/g)).toEqual([
      `<script type="application/json" id="${SERVER_STATE_ID}" data-reads="/api/personal-info /api/projects?page=1&amp;limit=100">`,
    ])
  })

  it('load their scripts at low priority and their CSS as style sheets; the app shell comes empty', async () => {
    const page = await getPage('/skills')
    expect(page.html).toMatch(/<script type="module" fetchpriority="low" crossorigin src="\/assets\/index-[^"]+\.js">/)
    expect(page.html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/skills-[^"]+\.css">/)
    expect(page.html).not.toContain('rel="preload" as="fetch"')

    const shell = await getPage('/?app-shell')
    expect(shell.status).toBe(200)
    expect(shell.html).toContain('<div id="root"></div>')
    expect(shell.html).not.toContain(SERVER_STATE_ID)
    expect(shell.html).toContain('rel="preload" as="fetch"')
  })
})
