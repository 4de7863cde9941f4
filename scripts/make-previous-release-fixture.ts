/**
 * `npm run fixture:previous-release [-- <ref>]` (default 85e34c1, the previous
 * release): makes tests/fixtures/previous-release/ with that release's own code. It checks the
 * ref out into a temporary worktree, builds and starts it on a temporary embedded database, fills
 * it as an owner would (through its REST APIs), and keeps that release's own `npm run backup`
 * archive plus `written.json`, what was written, for the upgrade test to find again.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import sharp from 'sharp'

import { PROJECT_ROOT } from '../src/paths'
import { freePort } from '../tests/helpers/freePort'
import { TEST_ADMIN } from '../tests/helpers/serverProcess'

const ref = process.argv[2] ?? '85e34c1'
const outDir = path.join(PROJECT_ROOT, 'tests', 'fixtures', 'previous-release')
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: PROJECT_ROOT, encoding: 'utf8' }).trim()

const commit = git('rev-parse', '--verify', `${ref}^{commit}`)
const work = mkdtempSync(path.join(tmpdir(), 'previous-release-'))
// Run as root, the embedded PostgreSQL runs as its own user, who must reach the binaries.
chmodSync(work, 0o755)
const tree = path.join(work, 'tree')
const dataDir = path.join(work, 'data')
let server: ChildProcess | undefined

// npx's own npm_* settings (its prefix is this checkout) would point the release's npm here.
const cleanEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !/^(npm_|INIT_CWD$)/i.test(name)),
)
const run = (command: string, args: string[], env: NodeJS.ProcessEnv = cleanEnv) =>
  execFileSync(command, args, { cwd: tree, env, stdio: ['ignore', 'inherit', 'inherit'] })

const stopServer = async () => {
  if (!server || server.exitCode !== null) return
  // SIGTERM: the server stops its embedded PostgreSQL too.
  await new Promise<void>((resolve) => {
    server!.once('exit', () => resolve())
    server!.kill('SIGTERM')
  })
}

const cleanUp = async () => {
  await stopServer()
  try {
    git('worktree', 'remove', '--force', tree)
  } catch {
    // never added
  }
  rmSync(work, { recursive: true, force: true })
}

try {
  console.log(`▶ ${ref} (${commit.slice(0, 12)}) into ${tree}`)
  git('worktree', 'add', '--detach', tree, commit)
  const sameLock =
    git('show', `${commit}:package-lock.json`) ===
    readFileSync(path.join(PROJECT_ROOT, 'package-lock.json'), 'utf8').trim()
  if (sameLock) {
    // Hard links, not a symlink: Turbopack refuses a node_modules outside the project's root.
    // Its caches stay out, so nothing written there reaches this checkout's files.
    run('cp', [
      '-al',
      realpathSync(path.join(PROJECT_ROOT, 'node_modules')),
      path.join(tree, 'node_modules'),
    ])
    rmSync(path.join(tree, 'node_modules', '.cache'), { recursive: true, force: true })
  } else run('npm', ['ci', '--no-audit', '--no-fund'])
  // The parts one by one: `npm run build` would write its stamps into a shared node_modules.
  for (const part of ['build:site', 'build:cms', 'build:server'])
    run('npm', ['run', '--silent', part], { ...cleanEnv, NODE_ENV: 'production' })

  const port = await freePort()
  const baseURL = `http://127.0.0.1:${port}`
  const env: NodeJS.ProcessEnv = {
    ...cleanEnv,
    NODE_ENV: 'production',
    NODE_OPTIONS: '--no-deprecation',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    SITE_URL: baseURL,
    DATABASE_URL: '',
    EMBEDDED_DB_DIR: path.join(dataDir, 'postgres'),
    EMBEDDED_DB_PORT: String(await freePort()),
    MEDIA_DIR: path.join(dataDir, 'media'),
    OUTAGE_DIR: path.join(dataDir, 'outage'),
    BACKUP_DIR: path.join(dataDir, 'backups'),
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    SEED_SAMPLES: 'false',
    LOG_REQUESTS: 'false',
  }
  server = spawn(process.execPath, ['dist/server.js'], { cwd: tree, env, stdio: 'inherit' })
  const deadline = Date.now() + 120_000
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`)
    const status = await fetch(`${baseURL}/api/health`)
      .then((res) => res.status)
      .catch(() => 0)
    if (status === 200) break
    if (Date.now() > deadline) throw new Error('the server did not become healthy')
    await new Promise((resolve) => setTimeout(resolve, 500))
  }

  /** What Payload's REST answers (login: the token; create: the document). */
  type Answer = { token: string; doc: { id: number; slug: string; filename: string } }
  const send = async (method: string, url: string, token: string | null, body?: unknown) => {
    const res = await fetch(`${baseURL}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined && !(body instanceof FormData)
          ? { 'content-type': 'application/json' }
          : {}),
      },
      body: body instanceof FormData ? body : body !== undefined ? JSON.stringify(body) : undefined,
    })
    const json = (await res.json().catch(() => null)) as Answer
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`)
    return json
  }

  const { token } = await send('POST', '/cms-api/users/login', null, TEST_ADMIN)
  const paragraph = (text: string) => ({
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      children: [
        {
          type: 'paragraph',
          format: '',
          indent: 0,
          version: 1,
          direction: 'ltr',
          textFormat: 0,
          children: [
            { type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 },
          ],
        },
      ],
    },
  })

  await send('PUT', '/api/languages', token, { default: 'en', enabled: ['en', 'ar', 'ja'] })

  const image = await sharp({
    create: { width: 48, height: 32, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .png()
    .toBuffer()
  const upload = new FormData()
  upload.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'harbour.png')
  upload.append('_payload', JSON.stringify({ alt: 'The harbour at dawn' }))
  const media = (await send('POST', '/cms-api/media', token, upload)).doc

  const profile = {
    name: 'Mira Okafor',
    title: 'Systems engineer',
    location: 'Lisbon',
    bio: 'I build quiet, reliable software.',
  }
  await send('PUT', '/api/personal-info', token, { ...profile, avatar: media.id })

  const published = (
    await send('POST', '/cms-api/projects', token, {
      title: 'Tide Tables',
      description: 'Harbour tides, offline.',
      category: 'Web App',
      coverImage: media.id,
      _status: 'published',
    })
  ).doc
  const translations = {
    ar: { title: 'جداول المد', description: 'مد الميناء، دون اتصال.', category: 'تطبيق ويب' },
    ja: { title: '潮見表', description: '港の潮、オフラインで。', category: 'ウェブアプリ' },
  }
  for (const [locale, fields] of Object.entries(translations))
    await send('PATCH', `/cms-api/projects/${published.id}?locale=${locale}`, token, {
      ...fields,
      _status: 'published',
    })
  const draft = (
    await send('POST', '/cms-api/projects?draft=true', token, {
      title: 'Lighthouse Log',
      description: 'Not ready yet.',
      category: 'Tool',
      _status: 'draft',
    })
  ).doc

  const post = (
    await send('POST', '/cms-api/posts', token, {
      title: 'Reading the tide',
      excerpt: 'What a harbour taught me about caching.',
      body: paragraph('Every tide comes back; so does every cache miss.'),
      _status: 'published',
    })
  ).doc
  await send('PATCH', `/cms-api/posts/${post.id}?locale=ja`, token, {
    title: '潮を読む',
    excerpt: '港がキャッシュについて教えてくれたこと。',
    body: paragraph('潮は必ず戻る。キャッシュミスも同じ。'),
    _status: 'published',
  })
  const scheduled = (
    await send('POST', '/cms-api/posts?draft=true', token, {
      title: 'Spring tides',
      excerpt: 'Coming in spring.',
      body: paragraph('Scheduled for later.'),
      _status: 'draft',
    })
  ).doc
  const publishAt = '2031-03-20T09:00:00.000Z'
  // The admin's Schedule Publish is a server action (no REST call): the same `jobs.queue` it
  // makes, run with the release's own code on its database while it serves.
  const queueScript = path.join(tree, '.queue-schedule.ts')
  writeFileSync(
    queueScript,
    `import { DATA_DIR } from './src/paths'
import { ensureSecret } from './src/server/boot/ensureSecret'
import { initPayload } from './src/server/boot/initPayload'
ensureSecret(DATA_DIR)
const payload = await initPayload()
await payload.jobs.queue({
  task: 'schedulePublish',
  input: { type: 'publish', doc: { relationTo: 'posts', value: ${scheduled.id} } },
  waitUntil: new Date('${publishAt}'),
})
process.exit(0)
`,
  )
  run(process.execPath, ['--import', 'tsx', queueScript], {
    ...cleanEnv,
    NODE_OPTIONS: '--no-deprecation',
    DATABASE_URL: `postgres://postgres:portfolio-local@127.0.0.1:${env.EMBEDDED_DB_PORT}/portfolio`,
    PORTFOLIO_EMBEDDED_DB: '1',
  })
  rmSync(queueScript)

  const inquiries = [
    { name: 'Ada', email: 'ada@example.com', subject: 'A project', message: 'Can we talk?' },
    { name: 'ليلى', email: 'layla@example.com', subject: 'مرحبا', message: 'سؤال عن العمل.' },
  ]
  for (const inquiry of inquiries) await send('POST', '/api/inquiries', null, inquiry)

  console.log('▶ content written; backing it up with the release’s own npm run backup')
  run('npm', ['run', '--silent', 'backup', '--', env.BACKUP_DIR!], env)
  const [archive] = readdirSync(env.BACKUP_DIR!).filter((file) => file.endsWith('.tar.gz'))
  if (!archive) throw new Error('the release wrote no backup')
  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(outDir, { recursive: true })
  copyFileSync(path.join(env.BACKUP_DIR!, archive), path.join(outDir, 'backup.tar.gz'))
  const written = {
    release: commit,
    owner: TEST_ADMIN,
    languages: ['en', 'ar', 'ja'],
    profile,
    media: {
      id: media.id,
      filename: media.filename,
      alt: 'The harbour at dawn',
      sha256: createHash('sha256').update(image).digest('hex'),
    },
    projects: {
      published: { id: published.id, slug: published.slug, title: 'Tide Tables', translations },
      draft: { id: draft.id, title: 'Lighthouse Log' },
    },
    posts: {
      published: {
        id: post.id,
        slug: post.slug,
        title: 'Reading the tide',
        translations: { ja: { title: '潮を読む' } },
      },
      scheduled: { id: scheduled.id, title: 'Spring tides', publishAt },
    },
    inquiries: inquiries.map(({ subject, email }) => ({ subject, email })),
  }
  writeFileSync(path.join(outDir, 'written.json'), `${JSON.stringify(written, null, 2)}\n`)
  console.log(`✓ ${outDir}: backup.tar.gz and written.json`)
} finally {
  await cleanUp()
}
if (!existsSync(path.join(outDir, 'backup.tar.gz'))) process.exit(1)
