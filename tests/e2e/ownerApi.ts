import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, type APIRequestContext } from '@playwright/test'

import { TEST_ADMIN } from '../helpers/serverProcess'

const png = readFileSync(path.resolve('tests/fixtures/gallery-photo.png'))

/** The owner's API token, from the contract's login. */
export const ownerToken = async (request: APIRequestContext): Promise<string> => {
  const login = await request.post('/api/auth/login', { data: TEST_ADMIN })
  expect(login.status(), await login.text()).toBe(200)
  return ((await login.json()) as { data: { token: string } }).data.token
}

/** The owner's API token: API calls with the admin's cookie alone are refused (Payload's CSRF check). */
export const ownerHeaders = async (request: APIRequestContext) => ({
  authorization: `Bearer ${await ownerToken(request)}`,
})

/** Uploads the fixture photo as a media document named `name`, with its alt text. */
export const uploadImage = async (
  request: APIRequestContext,
  headers: Record<string, string>,
  alt: string,
  name: string,
) => {
  const res = await request.post('/cms-api/media', {
    headers,
    multipart: {
      file: { name, mimeType: 'image/png', buffer: png },
      _payload: JSON.stringify({ alt }),
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { doc: { id: number; filename: string } }).doc
}
