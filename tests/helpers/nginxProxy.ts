import { type ChildProcess, spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { PROJECT_ROOT } from '../../src/paths'

export const NGINX = '/usr/sbin/nginx'
/** The shipped site configuration: what the test runs, with its own ports and folders only. */
export const SHIPPED_NGINX_CONF = path.join(PROJECT_ROOT, 'docs/deploy/nginx.conf')

/** Replaces `from` (which must occur exactly `count` times) in `text`: a changed file fails loudly. */
const replaceExactly = (text: string, from: RegExp, to: (n: number) => string, count: number) => {
  let n = 0
  const result = text.replace(from, () => to(n++))
  if (n !== count)
    throw new Error(
      `docs/deploy/nginx.conf changed: expected ${count} match(es) of ${from}, found ${n}`,
    )
  return result
}

/**
 * The shipped site configuration with the test's listening port, upstream ports and cache folder,
 * and nothing else changed.
 */
export const siteConfigFor = ({
  port,
  upstreamPorts,
  cacheDir,
}: {
  port: number
  upstreamPorts: [number, number]
  cacheDir: string
}): string => {
  let conf = readFileSync(SHIPPED_NGINX_CONF, 'utf8')
  conf = replaceExactly(conf, /^(\s*)listen 80;$/m, () => `    listen 127.0.0.1:${port};`, 1)
  conf = replaceExactly(
    conf,
    /server 127\.0\.0\.1:300[12] /g,
    (n) => `server 127.0.0.1:${upstreamPorts[n]} `,
    2,
  )
  conf = replaceExactly(conf, /\/var\/cache\/nginx\/portfolio/g, () => cacheDir, 1)
  return conf
}

export type NginxProxy = {
  baseURL: string
  /** What nginx wrote to its error log so far. */
  errorLog: () => string
  stop: () => Promise<void>
}

/**
 * Debian's nginx in the foreground (no daemon) with a temporary prefix: its own pid file, logs,
 * temp and cache folders, wrapping the shipped site configuration. Nothing under /etc, /var or /run.
 */
export const startNginx = async ({
  port,
  upstreamPorts,
}: {
  port: number
  upstreamPorts: [number, number]
}): Promise<NginxProxy> => {
  if (!existsSync(NGINX))
    throw new Error(
      `nginx is not installed (${NGINX} is missing): apt-get install -y nginx (.ci/run does this in CI)`,
    )
  const prefix = mkdtempSync(path.join(tmpdir(), 'portfolio-nginx-'))
  // Workers drop root to `nobody`: they must be able to write the cache and temp folders.
  chmodSync(prefix, 0o777)
  const site = siteConfigFor({ port, upstreamPorts, cacheDir: path.join(prefix, 'cache') })
  writeFileSync(path.join(prefix, 'site.conf'), site)
  const errorLog = path.join(prefix, 'error.log')
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${errorLog} info;`,
      'events { worker_connections 256; }',
      'http {',
      `  access_log ${prefix}/access.log;`,
      `  client_body_temp_path ${prefix}/body;`,
      `  proxy_temp_path ${prefix}/proxy;`,
      `  fastcgi_temp_path ${prefix}/fastcgi;`,
      `  uwsgi_temp_path ${prefix}/uwsgi;`,
      `  scgi_temp_path ${prefix}/scgi;`,
      `  include ${prefix}/site.conf;`,
      '}',
      '',
    ].join('\n'),
  )
  const child: ChildProcess = spawn(
    NGINX,
    ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', errorLog],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const baseURL = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 10_000
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited (${child.exitCode}): ${stderr}${readLog(errorLog)}`)
    try {
      await fetch(`${baseURL}/api/health`)
      break
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx not answering: ${readLog(errorLog)}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return {
    baseURL,
    errorLog: () => readLog(errorLog),
    stop: async () => {
      if (child.exitCode === null) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve())
          child.kill('SIGQUIT')
        })
      }
      rmSync(prefix, { recursive: true, force: true })
    },
  }
}

const readLog = (file: string): string => (existsSync(file) ? readFileSync(file, 'utf8') : '')
