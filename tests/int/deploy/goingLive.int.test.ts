import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'

import { PROJECT_ROOT } from '../../../src/paths'
import { caddyfileFor, startCaddy } from '../../helpers/caddyProxy'
import { freePort } from '../../helpers/freePort'
import { SERVER_ENTRY, TEST_ADMIN } from '../../helpers/serverProcess'
import { ownServer } from '../ownServer'
import { rawRequest } from '../security/helpers/rawRequest'

/**
 * The README's "Going live": the built server behind Debian's caddy running the shipped
 * Caddyfile (its site address set as the README's step sets it, certificates from Caddy's local
 * CA), with no TRUST_PROXY; the shipped systemd unit; the compose file's Caddy service.
 */
const FAILURES_ALLOWED = 3
const httpPort = await freePort()
const httpsPort = await freePort()
const server = await ownServer({
  captureOutput: true,
  env: {
    SITE_URL: `https://localhost:${httpsPort}`,
    TRUST_PROXY: '',
    LOGIN_IP_MAX_FAILURES: String(FAILURES_ALLOWED),
  },
})
const caddy = await startCaddy({
  httpPort,
  httpsPort,
  upstream: new URL(server.baseURL).host,
})
afterAll(() => caddy.stop())

const HSTS = 'max-age=31536000; includeSubDomains'
const read = (file: string) => readFileSync(path.join(PROJECT_ROOT, file), 'utf8')
/** The README's "Going live" section. */
const goingLive = () => read('README.md').split('## Going live')[1]!.split('\n## ')[0]!

/** A request through Caddy over https, from one loopback address (one visitor). */
const viaCaddy = (
  from: string,
  request: { method?: string; path: string; headers?: Record<string, string>; body?: string },
) => rawRequest(caddy.httpsURL, { ...request, localAddress: from, ca: caddy.ca })

/** Resolves once the server's output holds `text`; its log lines come through a pipe. */
const lineFrom = async (source: { output: () => string }, text: string) => {
  const deadline = Date.now() + 10_000
  while (!source.output().includes(text) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50))
}

const login = (from: string, body: unknown, headers: Record<string, string> = {}) =>
  viaCaddy(from, {
    method: 'POST',
    path: '/cms-api/users/login',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

describe('behind Caddy with the shipped Caddyfile', () => {
  it('answers over https with HSTS, and redirects http to https', async () => {
    for (const page of ['/', '/api/health', '/admin/login']) {
      const res = await viaCaddy('127.0.0.1', { path: page })
      expect(res.status, page).toBe(200)
      // Once: the app's own header, which Caddy's default does not repeat.
      expect(res.headers['strict-transport-security'], page).toBe(HSTS)
    }
    const plain = await rawRequest(caddy.httpURL, { path: '/projects?page=2' })
    expect(plain.status).toBe(308)
    // Caddy 2.6 names no port in the redirect: the test's own https port is not 443.
    const to = new URL(String(plain.headers.location))
    expect([to.protocol, to.hostname, to.pathname + to.search]).toEqual([
      'https:',
      'localhost',
      '/projects?page=2',
    ])
  })

  it('signs the admin in over https with a Secure session cookie', async () => {
    const res = await login('127.0.0.1', TEST_ADMIN)
    expect(res.status, res.text).toBe(200)
    const cookie = String(res.headers['set-cookie']?.find((c) => c.startsWith('payload-token=')))
    expect(cookie).toMatch(/;\s*Secure/i)
    expect(cookie).toMatch(/;\s*HttpOnly/i)
    const me = await viaCaddy('127.0.0.1', {
      path: '/cms-api/users/me',
      // As the admin's pages send it: Payload takes a cookie only from SITE_URL's origin.
      headers: { cookie: cookie.split(';')[0]!, origin: caddy.httpsURL },
    })
    expect(me.status).toBe(200)
    expect(me.json.user.email).toBe(TEST_ADMIN.email)
  })

  it('counts and limits two visitors apart by the address Caddy forwards, which cannot be forged', async () => {
    const [first, second] = ['127.0.0.2', '127.0.0.3']
    const wrong = (n: number) => ({ email: `nobody-${n}@test.local`, password: `wrong-${n}` })
    for (let n = 0; n < FAILURES_ALLOWED; n += 1)
      expect((await login(first, wrong(n))).status, `attempt ${n + 1}`).toBe(401)
    expect((await login(first, TEST_ADMIN)).status).toBe(429)
    // Caddy replaces a visitor's own X-Forwarded-For with the address it sees.
    expect((await login(first, TEST_ADMIN, { 'x-forwarded-for': '198.51.100.4' })).status).toBe(429)
    // The second visitor, through the same Caddy, still has the whole budget.
    expect((await login(second, TEST_ADMIN)).status).toBe(200)
    // The server logged each by the address Caddy forwarded, and found nothing to advise. The
    // last line may still be on its way through the pipe after the answer arrived.
    await lineFrom(server, `"ip":"${second}"`)
    const ips = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{') && line.includes('"path":"/cms-api/users/login"'))
      .map((line) => (JSON.parse(line) as { ip: string }).ip)
    expect(new Set(ips)).toEqual(new Set(['127.0.0.1', first, second]))
    expect(server.output()).not.toContain('X-Forwarded-For, which is ignored')
  })

  it("installs the Caddyfile with the README's own command", () => {
    const step = goingLive()
      .split('\n')
      .find((line) => line.startsWith('sed ') && line.includes('docs/deploy/Caddyfile'))
    expect(step, 'the sed line of "Going live"').toBeDefined()
    const installed = execFileSync(
      'bash',
      ['-c', step!.replace(/ > \/etc\/caddy\/Caddyfile.*$/, '')],
      {
        cwd: PROJECT_ROOT,
        encoding: 'utf8',
      },
    )
    expect(installed).toBe(caddyfileFor('portfolio.example.com'))
    expect(installed).toContain('portfolio.example.com {')
  })
})

describe('the systemd unit (docs/deploy/portfolio.service)', () => {
  it('passes systemd-analyze verify, and starts the build on the Node 24 that npm installed', () => {
    // The unit's /opt/portfolio is this checkout: verify checks that ExecStart exists.
    const unit = read('docs/deploy/portfolio.service').replaceAll('/opt/portfolio', PROJECT_ROOT)
    const dir = mkdtempSync(path.join(tmpdir(), 'portfolio-unit-'))
    try {
      writeFileSync(path.join(dir, 'portfolio.service'), unit)
      const verify = spawnSync('systemd-analyze', ['verify', './portfolio.service'], {
        cwd: dir,
        encoding: 'utf8',
      })
      expect(verify.error).toBeUndefined()
      expect(verify.stderr + verify.stdout).toBe('')
      expect(verify.status).toBe(0)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    const [node, ...args] = /^ExecStart=(.*)$/m.exec(unit)![1]!.split(' ')
    expect(args).toEqual([SERVER_ENTRY])
    expect(execFileSync(node!, ['--version'], { encoding: 'utf8' })).toMatch(/^v24\./)
    // As `npm run serve`: production, and the same Node options.
    const serve = (JSON.parse(read('package.json')).scripts.serve as string).replaceAll('"', '')
    for (const setting of /^Environment=(.*)$/m.exec(unit)![1]!.split(' '))
      expect(serve).toContain(setting)
  })
})

describe('docker-compose.yml', () => {
  type Service = {
    image?: string
    ports?: string[]
    environment?: Record<string, string>
    volumes?: string[]
  }
  const compose = parse(read('docker-compose.yml')) as { services: Record<string, Service> }

  /** Compose's `${NAME}`, `${NAME:-default}` (nested) and `${NAME:?error}`, from `.env`. */
  const interpolate = (value: string, dotEnv: Record<string, string>): string => {
    let text = value
    for (let inner = /\$\{(\w+)(?::([-?])([^${}]*))?\}/; inner.test(text);) {
      text = text.replace(inner, (_, name: string, kind?: string, rest?: string) => {
        const set = dotEnv[name]
        if (set) return set
        if (kind === '?') throw new Error(rest)
        return rest ?? ''
      })
    }
    return text
  }

  it('puts Caddy with the shipped Caddyfile in front, on 80 and 443, for DOMAIN', () => {
    const { caddy: proxy, app } = compose.services
    expect(proxy!.image).toBe('caddy:2')
    expect(proxy!.ports).toEqual(expect.arrayContaining(['80:80', '443:443']))
    expect(proxy!.volumes).toContain('./docs/deploy/Caddyfile:/etc/caddy/Caddyfile:ro')
    expect(proxy!.environment).toMatchObject({ UPSTREAM: `app:${app!.environment!.PORT}` })
    // The app is published on the machine itself only: visitors come through Caddy.
    expect(app!.ports).toEqual(['127.0.0.1:${PORT:-3000}:3000'])
  })

  it('derives SITE_URL from DOMAIN unless .env sets it', () => {
    const { caddy: proxy, app } = compose.services
    const secret = { PAYLOAD_SECRET: 'x'.repeat(32) }
    const withDomain = { ...secret, DOMAIN: 'portfolio.example.com' }
    expect(interpolate(proxy!.environment!.DOMAIN!, withDomain)).toBe('portfolio.example.com')
    expect(interpolate(app!.environment!.SITE_URL!, withDomain)).toBe(
      'https://portfolio.example.com',
    )
    expect(
      interpolate(app!.environment!.SITE_URL!, { ...withDomain, SITE_URL: 'https://me.dev' }),
    ).toBe('https://me.dev')
    expect(interpolate(app!.environment!.SITE_URL!, secret)).toBe('https://localhost')
    expect(() => interpolate(app!.environment!.PAYLOAD_SECRET!, {})).toThrow(/PAYLOAD_SECRET/)
  })
})
