import { describe, expect, it } from 'vitest'

import { call, cms, login } from './contractHelpers'
import { admin, baseURL } from '../fileServer'

/** The admin panel's session cookie, as a browser would get it from the login form. */
const adminCookie = async (): Promise<string> => {
  const res = await fetch(`${baseURL}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
  expect(res.status).toBe(200)
  return res.headers.get('set-cookie')!.split(';')[0]!
}

const page = async (path: string, cookie?: string) => {
  // A browser's top-level navigation: Payload accepts its cookie only for same-site requests.
  const headers: Record<string, string> = {
    'sec-fetch-site': 'same-origin',
    'sec-fetch-mode': 'navigate',
  }
  if (cookie) headers.cookie = cookie
  const res = await fetch(`${baseURL}${path}`, { headers, redirect: 'manual' })
  return { status: res.status, location: res.headers.get('location'), html: await res.text() }
}

describe('Payload admin and REST beside the contract', () => {
  it('serves the admin login to anonymous visitors', async () => {
    const res = await page('/admin/login')
    expect(res.status).toBe(200)
    expect(res.html).toContain('<html')
  })

  it('lists and opens projects in the admin panel', async () => {
    const cookie = await adminCookie()
    const list = await page('/admin/collections/projects', cookie)
    expect(list.status).toBe(200)
    expect(list.html.includes('E-Commerce Platform'), 'project title in the list').toBe(true)
    const edit = await page('/admin/collections/projects/2', cookie)
    expect(edit.status).toBe(200)
    expect(edit.html.includes('Task Management App'), 'project title in the edit view').toBe(true)
  })

  it('edits a project through Payload REST (/cms-api), visible in the contract', async () => {
    const token = await login()
    const before = (await call('GET', '/projects/slug/task-management-app')).json.data
    const patched = await cms('PATCH', '/projects/2', token, { myRole: 'Edited in the admin' })
    expect(patched.status, JSON.stringify(patched.json)).toBe(200)
    expect((await call('GET', '/projects/slug/task-management-app')).json.data.myRole).toBe(
      'Edited in the admin',
    )
    await cms('PATCH', '/projects/2', token, { myRole: before.myRole })
    expect((await call('GET', '/projects/slug/task-management-app')).json.data.myRole).toBe(
      before.myRole,
    )
  })

  it("answers JSON 404s under /api while /cms-api stays Payload's", async () => {
    expect((await call('GET', '/projects/2')).status).toBe(404)
    const rest = await fetch(`${baseURL}/cms-api/projects?limit=1`)
    expect(rest.status).toBe(200)
    expect(((await rest.json()) as any).docs).toHaveLength(1)
  })
})
