import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { get } from 'node:https'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { PROJECT_ROOT } from '../../src/paths'

export const CADDY = '/usr/bin/caddy'
/** The shipped Caddyfile: what docker-compose.yml mounts and the README's steps install. */
export const SHIPPED_CADDYFILE = path.join(PROJECT_ROOT, 'docs/deploy/Caddyfile')
/** Its site address, which the README's step replaces with the owner's domain. */
export const SITE_ADDRESS = '{$DOMAIN:localhost}'

/** The shipped Caddyfile with `domain` as its site address (the README's step), nothing else. */
export const caddyfileFor = (domain: string): string => {
  const shipped = readFileSync(SHIPPED_CADDYFILE, 'utf8')
  if (shipped.split(SITE_ADDRESS).length !== 2)
    throw new Error(`docs/deploy/Caddyfile changed: expected one ${SITE_ADDRESS}`)
  return shipped.replace(SITE_ADDRESS, domain)
}

export type CaddyProxy = {
  /** https://localhost:<port> */
  httpsURL: string
  /** http://localhost:<port> */
  httpURL: string
  /** The root certificate of Caddy's local CA, which signed the site's certificate. */
  ca: string
  output: () => string
  stop: () => Promise<void>
}

/**
 * Debian's caddy running the shipped Caddyfile for `localhost` in front of `upstream`, on the
 * test's ports, with certificates from its local CA (`local_certs`, the `tls internal` of every
 * site) kept in a temporary folder, no admin endpoint, and nothing installed into system trust.
 */
export const startCaddy = async ({
  httpPort,
  httpsPort,
  upstream,
}: {
  httpPort: number
  httpsPort: number
  upstream: string
}): Promise<CaddyProxy> => {
  if (!existsSync(CADDY))
    throw new Error(
      `caddy is not installed (${CADDY} is missing): apt-get install -y caddy (.ci/run does this in CI)`,
    )
  const dir = mkdtempSync(path.join(tmpdir(), 'portfolio-caddy-'))
  const globals = [
    '{',
    '\tadmin off',
    `\thttp_port ${httpPort}`,
    `\thttps_port ${httpsPort}`,
    '\tlocal_certs',
    '\tskip_install_trust',
    `\tstorage file_system ${path.join(dir, 'data')}`,
    '}',
    '',
  ].join('\n')
  const caddyfile = path.join(dir, 'Caddyfile')
  writeFileSync(caddyfile, globals + caddyfileFor('localhost'))
  const child: ChildProcess = spawn(
    CADDY,
    ['run', '--config', caddyfile, '--adapter', 'caddyfile'],
    {
      // UPSTREAM as docker-compose.yml sets it; HOME/XDG keep Caddy's autosave in the folder.
      env: {
        ...process.env,
        HOME: dir,
        XDG_CONFIG_HOME: dir,
        XDG_DATA_HOME: dir,
        UPSTREAM: upstream,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const rootCert = path.join(dir, 'data/pki/authorities/local/root.crt')
  const httpsURL = `https://localhost:${httpsPort}`
  const deadline = Date.now() + 20_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`caddy exited (${child.exitCode}): ${output}`)
    if (
      existsSync(rootCert) &&
      (await answers(`${httpsURL}/api/health`, readFileSync(rootCert, 'utf8')))
    )
      break
    if (Date.now() > deadline) throw new Error(`caddy not answering on ${httpsURL}: ${output}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    httpsURL,
    httpURL: `http://localhost:${httpPort}`,
    ca: readFileSync(rootCert, 'utf8'),
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve())
          child.kill('SIGTERM')
        })
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Whether `url` answers over TLS that `ca` vouches for (false while Caddy is still starting). */
const answers = (url: string, ca: string): Promise<boolean> =>
  new Promise((resolve) => {
    get(url, { ca, agent: false }, (res) => {
      res.resume()
      resolve(true)
    }).on('error', () => resolve(false))
  })
