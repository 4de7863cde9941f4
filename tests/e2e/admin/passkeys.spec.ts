import { expect, type Page, test } from '@playwright/test'

import { freePort } from '../../helpers/freePort'
import { TEST_ADMIN } from '../../helpers/serverProcess'
import { startServerOnCopy } from '../../helpers/testCluster'
import type { TestServer } from '../../helpers/testServer'
import { startSmtpSink, type SmtpSink } from '../../int/email/helpers/smtpSink'
import { untilHydrated } from './untilHydrated'

/**
 * Issue 32's passkeys in the admin, with Chromium's virtual authenticator (the DevTools
 * protocol's WebAuthn domain): the owner adds a passkey on the account page, signs out, signs in
 * with it from the login screen without typing anything, sees it used, removes it, and it no
 * longer signs in. The notice of the new passkey arrives at a real SMTP server. A server of its own whose SITE_URL is http://localhost:…: a passkey belongs
 * to a domain name, never to an IP address such as the other specs' 127.0.0.1.
 */
test.describe.configure({ mode: 'default' })

let server: TestServer
let origin: string
let sink: SmtpSink

test.beforeAll(async () => {
  const port = await freePort()
  origin = `http://localhost:${port}`
  server = await startServerOnCopy(process.env.E2E_CLUSTER_URL, {
    name: `test-e2e-passkeys-${port}`,
    port,
    env: { SITE_URL: origin },
  })
  sink = await startSmtpSink({ port: await freePort() })
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  })
  const { token } = ((await login.json()) as { data: { token: string } }).data
  const saved = await fetch(`${origin}/api/smtp-config`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      host: '127.0.0.1',
      port: sink.port,
      from: 'Portfolio <site@portfolio.test>',
      adminEmail: 'owner@portfolio.test',
    }),
  })
  expect(saved.status).toBe(200)
})

test.afterAll(async () => {
  await server?.stop()
  await sink?.stop()
})

/** A platform authenticator that holds passkeys and unlocks them as its owner (verified). */
const addVirtualAuthenticator = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return {
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  }
}

const logInWithPassword = async (page: Page) => {
  await page.goto(`${origin}/admin/login`)
  await untilHydrated(page.getByRole('button', { name: 'Login' }))
  await page.getByLabel('Email').fill(TEST_ADMIN.email)
  await page.getByLabel('Password').fill(TEST_ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin(\?locale=[a-z]+)?$/)
}

const signOut = async (page: Page) => {
  await page.goto(`${origin}/admin/logout`)
  await expect(page).toHaveURL(/\/admin\/login/)
}

const signInWithPasskey = async (page: Page) => {
  await page.goto(`${origin}/admin/login`)
  const button = page.getByRole('button', { name: 'Sign in with a passkey' })
  await untilHydrated(button)
  await button.click()
}

test('a passkey added on the account page signs in without a password, until removed', async ({
  page,
}) => {
  const authenticator = await addVirtualAuthenticator(page)
  await logInWithPassword(page)

  await page.goto(`${origin}/admin/account`)
  const passkeys = page.getByTestId('passkeys')
  await expect(passkeys).toContainText('No passkey yet.')
  const name = passkeys.getByLabel('Name of the new passkey')
  await untilHydrated(name)
  await name.fill('Test laptop')
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click()
  await expect(passkeys.getByRole('status')).toHaveText(
    'Passkey "Test laptop" added: you can now sign in with it.',
  )
  await expect(passkeys.getByTestId('passkey')).toHaveCount(1)
  await expect(passkeys.getByTestId('passkey')).toContainText('Test laptop')
  await expect(passkeys.getByTestId('passkey')).toContainText('not used yet')
  expect(await authenticator.credentials()).toHaveLength(1)
  // The owner hears of it at once (the mail queue at its production pace).
  await expect
    .poll(() => sink.messages.find((m) => m.subject.startsWith('A passkey was added'))?.text, {
      timeout: 30_000,
    })
    .toContain('A passkey named "Test laptop" was added')

  // Signed out, the login screen's passkey button signs in: no e-mail, no password.
  await signOut(page)
  await signInWithPasskey(page)
  await expect(page).toHaveURL(/\/admin(\?locale=[a-z]+)?$/)
  await page.goto(`${origin}/admin/account`)
  await expect(page.getByTestId('passkey')).toContainText('last used')
  // It is a session like any other on the account's list.
  await expect(page.getByTestId('sessions').locator('[data-current="true"]')).toBeVisible()
  await page.screenshot({ path: '/tmp/shots/admin-passkeys.png', fullPage: true })

  // Removed, the same passkey (still on the device) no longer signs in.
  const remove = page.getByTestId('passkey').getByRole('button', { name: 'Remove' })
  await untilHydrated(remove)
  await remove.click()
  await expect(page.getByTestId('passkeys').getByRole('status')).toHaveText(
    'Removed the passkey "Test laptop".',
  )
  await signOut(page)
  await signInWithPasskey(page)
  await expect(page.getByTestId('passkey-sign-in-message')).toHaveText(
    "This passkey is not one of this site's: sign in with your password.",
  )
  await expect(page).toHaveURL(/\/admin\/login/)
})

test('the passkey endpoints refuse strangers, stale challenges and bad answers, naming the field', async ({
  request,
}) => {
  const at = (path: string) => `${origin}/cms-api/users/passkeys${path}`
  expect((await request.get(at(''))).status()).toBe(401)
  expect((await request.post(at('/registration-options'))).status()).toBe(401)
  expect((await request.delete(at('/1'))).status()).toBe(401)

  const bad = await request.post(at('/sign-in'), { data: { challengeId: 'x' } })
  expect(bad.status()).toBe(400)
  expect((await bad.json()).errors[0].field).toBe('response')

  const begin = await request.post(at('/sign-in-options'))
  expect(begin.status()).toBe(200)
  const { challengeId, options } = (await begin.json()).data
  expect(options.rpId).toBe('localhost')
  expect(options.userVerification).toBe('required')
  const forged = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: {} }
  const unknown = await request.post(at('/sign-in'), { data: { challengeId, response: forged } })
  expect(unknown.status()).toBe(401)
  // The challenge was spent by that answer: a second one with it is stale.
  const replay = await request.post(at('/sign-in'), { data: { challengeId, response: forged } })
  expect(replay.status()).toBe(400)
  expect((await replay.json()).errors[0].message).toMatch(/expired or was already used/)
})
