import path from 'node:path'

import { config as loadDotenv } from 'dotenv'
import { z } from 'zod'

import { PROJECT_ROOT } from '../../paths'

// Every environment variable, parsed once; nothing else reads `process.env`. `.env.example` and
// the README list `VARIABLES` (a test checks).

const whole = (name: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `${name} expects a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} expects a whole number from ${min} to ${max}`)

const flag = (name: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => ['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'].includes(v), {
      message: `${name} expects true or false (1/0, on/off also work)`,
    })
    .transform((v) => ['1', 'true', 'on', 'yes'].includes(v))

const urlWith = (protocols: string[], message: string) =>
  z
    .string()
    .trim()
    .refine((v) => {
      try {
        return protocols.includes(new URL(v).protocol)
      } catch {
        return false
      }
    }, message)

const httpUrl = (name: string) =>
  urlWith(['http:', 'https:'], `${name} expects an http:// or https:// URL`).transform((v) =>
    v.replace(/\/+$/, ''),
  )

const postgresUrl = urlWith(
  ['postgres:', 'postgresql:'],
  'DATABASE_URL expects a postgres:// URL, e.g. postgres://user:password@host:5432/portfolio',
)

const text = z.string()
/** user@host: a local host name like `localhost` is a valid mail domain here. */
const emailAddress = (name: string) =>
  z
    .string()
    .trim()
    .regex(/^[^\s@]+@[^\s@]+$/, `${name} expects an e-mail address`)
const cron = (name: string) =>
  z
    .string()
    .trim()
    .regex(/^\S+( \S+){4,5}$/, `${name} expects a cron expression of 5 or 6 fields`)

type Variable = { schema: z.ZodType; fallback?: string; meaning: string; buildTime?: true }

/** The operator's settings, in the README's and `.env.example`'s order. */
export const VARIABLES = {
  PORT: { schema: whole('PORT', 1, 65535), fallback: '3000', meaning: 'HTTP port of the server.' },
  SITE_URL: {
    schema: httpUrl('SITE_URL'),
    meaning:
      'Public origin (default http://localhost:$PORT): canonical links, sitemap, CORS, admin links.',
  },
  DATABASE_URL: {
    schema: postgresUrl,
    meaning:
      'PostgreSQL connection string. Unset: an embedded PostgreSQL is started. Set: a real deployment.',
  },
  PAYLOAD_SECRET: {
    schema: text,
    meaning:
      'Signs tokens and derives the SMTP-password key. Unset locally: generated into .data/payload-secret. Required (32+ random characters) when DATABASE_URL is set in production.',
  },
  ADMIN_EMAIL: {
    schema: emailAddress('ADMIN_EMAIL'),
    meaning: 'With ADMIN_PASSWORD: creates the first admin on a database with no users.',
  },
  ADMIN_PASSWORD: {
    schema: text,
    meaning:
      'Password of that first admin (12+ characters, not common, not containing the e-mail name).',
  },
  SEED_SAMPLES: {
    schema: flag('SEED_SAMPLES'),
    fallback: 'true',
    meaning: 'false: a new site starts without the sample content (personal info defaults only).',
  },
  EMBEDDED_DB_DIR: {
    schema: text,
    fallback: '.data/postgres',
    meaning: 'Data folder of the embedded PostgreSQL (kept across restarts).',
  },
  EMBEDDED_DB_PORT: {
    schema: whole('EMBEDDED_DB_PORT', 1, 65535),
    fallback: '54329',
    meaning: 'Port of the embedded PostgreSQL (never 5432, to leave a system PostgreSQL alone).',
  },
  MEDIA_DIR: {
    schema: text,
    fallback: 'media',
    meaning: 'Where uploaded images and their sizes are stored (unless S3_BUCKET is set).',
  },
  OUTAGE_DIR: {
    schema: text,
    fallback: '.data/outage',
    meaning:
      'Where the last good copy of the public site and the contact messages received while the database was down are kept (survives restarts).',
  },
  S3_BUCKET: {
    schema: z
      .string()
      .trim()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'S3_BUCKET expects a bucket name (3-63 lower-case letters, digits, dots, hyphens)',
      ),
    meaning:
      'Uploads go to this S3-compatible bucket instead of MEDIA_DIR, so several instances share them. Needs S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY too.',
  },
  S3_REGION: {
    schema: z.string().trim().min(1),
    meaning: 'Region of the bucket, e.g. eu-central-1 (any value for most S3-compatible servers).',
  },
  S3_ENDPOINT: {
    schema: httpUrl('S3_ENDPOINT'),
    meaning:
      "URL of an S3-compatible server (MinIO, R2, ...). Unset: AWS's own endpoint of S3_REGION.",
  },
  S3_ACCESS_KEY_ID: {
    schema: z.string().trim().min(1),
    meaning: 'Access key of a user allowed to read, write, list and delete in the bucket.',
  },
  S3_SECRET_ACCESS_KEY: {
    schema: z.string().trim().min(1),
    meaning: 'Its secret key.',
  },
  S3_FORCE_PATH_STYLE: {
    schema: flag('S3_FORCE_PATH_STYLE'),
    fallback: 'false',
    meaning: 'true: address the bucket as ENDPOINT/BUCKET (MinIO and most self-hosted servers).',
  },
  S3_PREFIX: {
    schema: z
      .string()
      .trim()
      .regex(
        // No segment may be `.` or `..`.
        /^(?!\.{1,2}(\/|$))[\w.-]+(\/(?!\.{1,2}(\/|$))[\w.-]+)*\/?$/,
        'S3_PREFIX expects a key prefix like site-a/ (letters, digits, . _ - and /)',
      )
      .transform((v) => (v.endsWith('/') ? v : `${v}/`)),
    meaning:
      'Key prefix of this site in a shared bucket, e.g. portfolio/. Keys are then {prefix}media/{file} and {prefix}documents/{file}.',
  },
  EMAIL_FROM: {
    schema: emailAddress('EMAIL_FROM'),
    fallback: 'portfolio@localhost',
    meaning:
      "Fallback sender of Payload's own mail; inquiry mail uses the SMTP settings edited in the admin.",
  },
  JOBS_AUTORUN: {
    schema: flag('JOBS_AUTORUN'),
    fallback: 'true',
    meaning:
      'false: this instance runs no email jobs (a web-only instance). Every instance may run them: claims are atomic.',
  },
  CORS_ORIGINS: {
    schema: text,
    meaning:
      "Extra origins (comma-separated) allowed to call /api from a browser, besides SITE_URL's.",
  },
  TRUST_PROXY: {
    // `true` would believe any client's X-Forwarded-For: anyone could pick their own address.
    schema: z
      .string()
      .trim()
      .refine(
        (v) => v.toLowerCase() !== 'true',
        'TRUST_PROXY=true would let any visitor forge their address: set the proxy hops (1), its addresses (127.0.0.1, 10.0.0.0/8), or leave it unset',
      ),
    meaning:
      'Proxies whose X-Forwarded-For names the client (for logs and limits). Unset: one on loopback or a private network; else a number of hops, addresses or subnets, or false for none.',
  },
  SHUTDOWN_GRACE_MS: {
    schema: whole('SHUTDOWN_GRACE_MS', 0, 5000),
    fallback: '0',
    meaning:
      'On SIGTERM, keep serving this long with /api/health at 503 before closing (2000-5000 behind a load balancer).',
  },
  LOG_FORMAT: {
    schema: z.enum(['json', 'pretty'], { message: 'LOG_FORMAT expects json or pretty' }),
    meaning: 'Log lines: json or pretty (default: pretty on a terminal, json otherwise).',
  },
  LOG_LEVEL: {
    schema: z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'], {
      message: 'LOG_LEVEL expects trace, debug, info, warn, error, fatal or silent',
    }),
    fallback: 'info',
    meaning: 'Lowest level logged.',
  },
  LOG_REQUESTS: {
    schema: flag('LOG_REQUESTS'),
    fallback: 'true',
    meaning: 'false: no per-request log lines.',
  },
  CSP_CONNECT_SRC: {
    schema: text,
    meaning:
      'Extra origins (space-separated) the public site may call, when VITE_API_BASE_URL points elsewhere.',
  },
  BACKUP_DIR: {
    schema: text,
    fallback: 'backups',
    meaning:
      'Where npm run backup and the daily backup write (the daily one goes to the S3 bucket when S3_BUCKET is set).',
  },
  VITE_API_BASE_URL: {
    schema: text,
    fallback: '/api',
    meaning: '(build time) Base URL of the REST API the site calls.',
    buildTime: true,
  },
  VITE_SITE_URL: {
    schema: text,
    meaning:
      "(build time) Public origin of the site's canonical links (default: the page's origin).",
    buildTime: true,
  },
} satisfies Record<string, Variable>

/** Switches for tests, bench and development: documented here only, not in .env.example. */
const SWITCHES = {
  EMBEDDED_DB_NAME: {
    schema: z.string().regex(/^[a-z_][a-z0-9_]*$/, 'EMBEDDED_DB_NAME expects a lower-case name'),
    fallback: 'portfolio',
    meaning: 'Database name inside the embedded cluster.',
  },
  EMBEDDED_DB_PASSWORD: {
    schema: z.string().min(1, 'EMBEDDED_DB_PASSWORD must not be empty'),
    fallback: 'portfolio-local',
    meaning: 'Password of the embedded cluster (it listens on 127.0.0.1 only).',
  },
  MIGRATIONS_DB_PORT: {
    schema: whole('MIGRATIONS_DB_PORT', 1, 65535),
    fallback: '54339',
    meaning: 'Port of the scratch PostgreSQL that npm run migrate:create starts.',
  },
  EMBEDDED_DB_LOG: {
    schema: flag('EMBEDDED_DB_LOG'),
    fallback: 'false',
    meaning: "true: relay PostgreSQL's own log lines.",
  },
  INQUIRY_SPOOL_MAX: {
    schema: whole('INQUIRY_SPOOL_MAX', 1, 100_000),
    fallback: '1000',
    meaning:
      'Most contact messages kept on disk while the database is down; beyond it the form answers 503.',
  },
  SMTP_TIMEOUT_MS: {
    schema: whole('SMTP_TIMEOUT_MS', 1000, 120_000),
    fallback: '15000',
    meaning: 'How long a mail server may take to connect or answer, in milliseconds.',
  },
  EMAIL_QUEUE_CRON: {
    schema: cron('EMAIL_QUEUE_CRON'),
    fallback: '*/5 * * * * *',
    meaning: 'How often due email jobs are picked up (cron with seconds).',
  },
  EMAIL_QUEUE_BATCH: {
    schema: whole('EMAIL_QUEUE_BATCH', 1, 1000),
    fallback: '20',
    meaning: 'Email jobs picked up per tick.',
  },
  EMAIL_RETRY_BASE_MS: {
    schema: whole('EMAIL_RETRY_BASE_MS', 0, 3_600_000),
    fallback: '10000',
    meaning: 'First retry delay of a failed email, doubling with each retry.',
  },
  EMAIL_RETRY_ATTEMPTS: {
    schema: whole('EMAIL_RETRY_ATTEMPTS', 0, 100),
    fallback: '8',
    meaning: 'Retries of one notification before the requeue sweep takes over.',
  },
  EMAIL_REQUEUE_CRON: {
    schema: cron('EMAIL_REQUEUE_CRON'),
    fallback: '0 */5 * * * *',
    meaning: 'How often unsent inquiries whose retries ran out get a fresh job.',
  },
  BOOT_TRACE: {
    schema: flag('BOOT_TRACE'),
    fallback: 'false',
    meaning: 'true: print how long each start-up step took.',
  },
  LOGIN_IP_MAX_FAILURES: {
    schema: whole('LOGIN_IP_MAX_FAILURES', 1, 100_000),
    fallback: '20',
    meaning: 'Failed logins allowed per IP and window (both login routes together) before 429.',
  },
  LOGIN_IP_WINDOW_MINUTES: {
    schema: whole('LOGIN_IP_WINDOW_MINUTES', 1, 10_080),
    fallback: '15',
    meaning: 'The window of that limit, in minutes.',
  },
  INQUIRY_RATE_LIMIT_PER_MINUTE: {
    schema: whole('INQUIRY_RATE_LIMIT_PER_MINUTE', 1, 100_000),
    fallback: '5',
    meaning: 'Contact-form messages accepted per IP and minute.',
  },
  AUDIENCE_EVENTS_PER_MINUTE: {
    schema: whole('AUDIENCE_EVENTS_PER_MINUTE', 1, 1_000_000),
    fallback: '120',
    meaning: 'Audience events (page views, clicks) accepted per IP and minute; more are ignored.',
  },
  AUDIENCE_BUFFER_EVENTS: {
    schema: whole('AUDIENCE_BUFFER_EVENTS', 100, 10_000_000),
    fallback: '50000',
    meaning: 'Audience events held in memory while the database is down; more are dropped.',
  },
  API_CACHE: {
    schema: flag('API_CACHE'),
    fallback: 'true',
    meaning: 'false: public reads are not cached (for measurements).',
  },
  API_CACHE_TTL_MS: {
    schema: whole('API_CACHE_TTL_MS', 0, 86_400_000),
    fallback: '60000',
    meaning:
      'Longest a cached public read is kept, in milliseconds (the last resort: other instances drop changed content at once).',
  },
  API_CACHE_MAX_ENTRIES: {
    schema: whole('API_CACHE_MAX_ENTRIES', 0, 1_000_000),
    fallback: '500',
    meaning: 'Most public reads kept in the cache.',
  },
  VITE_DEV_PORT: {
    schema: whole('VITE_DEV_PORT', 1, 65535),
    fallback: '5173',
    meaning: "(npm run dev) Port of Vite's dev server, which serves the site with hot reload.",
    buildTime: true,
  },
  VITE_DATA_SOURCE: {
    schema: z.enum(['remote', 'local'], { message: 'VITE_DATA_SOURCE expects remote or local' }),
    fallback: 'remote',
    meaning:
      '(build time) local builds the static, browser-local variant into frontend/dist-local/.',
    buildTime: true,
  },
} satisfies Record<string, Variable>

type Variables = typeof VARIABLES & typeof SWITCHES
type Name = keyof Variables
export type Env = {
  [K in Name]: Variables[K] extends { fallback: string }
    ? z.output<Variables[K]['schema']>
    : z.output<Variables[K]['schema']> | undefined
} & { NODE_ENV: 'development' | 'production' | 'test' }

/** Shortest secret accepted in a deployment (32 characters ≈ 190 bits if random). */
export const MIN_SECRET_LENGTH = 32

/** Too short, or too few distinct characters to be random (`npm run doctor` says so too). */
export const isWeakSecret = (secret: string | undefined): boolean =>
  !secret || secret.length < MIN_SECRET_LENGTH || new Set(secret).size < 8

const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
const S3_ALL = [...S3_REQUIRED, 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX'] as const

/** A missing S3 setting stops the start rather than quietly storing uploads on local disk. */
const partialS3Settings = (source: Record<string, string | undefined>): string | null => {
  const given = (name: string) => Boolean(source[name]?.trim())
  const set = S3_ALL.filter(given)
  const missing = S3_REQUIRED.filter((name) => !given(name))
  if (set.length === 0 || missing.length === 0) return null
  return `S3 storage is half configured: ${set.join(', ')} set but ${missing.join(', ')} missing (set all of ${S3_REQUIRED.join(', ')}, or none to keep uploads in MEDIA_DIR)`
}

/** The settings, or one line per problem; empty values count as unset. */
export const parseEnv = (
  source: Record<string, string | undefined>,
): { env: Env; problems: [] } | { env: null; problems: string[] } => {
  const problems: string[] = []
  const values: Record<string, unknown> = {}
  for (const [name, variable] of Object.entries({ ...VARIABLES, ...SWITCHES }) as [
    string,
    Variable,
  ][]) {
    const given = source[name]
    const raw = given === undefined || given.trim() === '' ? variable.fallback : given
    if (raw === undefined) continue
    const result = variable.schema.safeParse(raw)
    if (result.success) values[name] = result.data
    else
      problems.push(
        `${result.error.issues[0]?.message ?? `${name} is invalid`} (got ${JSON.stringify(raw)})`,
      )
  }
  const nodeEnv =
    source.NODE_ENV === 'production' || source.NODE_ENV === 'test' ? source.NODE_ENV : 'development'
  values.NODE_ENV = nodeEnv
  // The embedded database sets DATABASE_URL itself (and says so): only a given one is a deployment.
  const deployed =
    nodeEnv === 'production' && Boolean(values.DATABASE_URL) && source.PORTFOLIO_EMBEDDED_DB !== '1'
  if (deployed && isWeakSecret(source.PAYLOAD_SECRET)) {
    problems.push(
      `PAYLOAD_SECRET expects a random string of at least ${MIN_SECRET_LENGTH} characters when DATABASE_URL is set in production (e.g. openssl rand -hex 32)`,
    )
  }
  const s3Problem = partialS3Settings(source)
  if (s3Problem) problems.push(s3Problem)
  return problems.length ? { env: null, problems } : { env: values as Env, problems: [] }
}

loadDotenv({ path: path.join(PROJECT_ROOT, '.env'), quiet: true })
const parsed = parseEnv(process.env)
if (!parsed.env) {
  process.stderr.write(
    `Not starting: the configuration has ${parsed.problems.length} problem(s):\n`,
  )
  for (const problem of parsed.problems) process.stderr.write(`  ${problem}\n`)
  process.exit(1)
}

export const env: Readonly<Env> = Object.freeze(parsed.env)

export const projectPath = (setting: string): string => path.resolve(PROJECT_ROOT, setting)

export const siteUrl = (): string => env.SITE_URL ?? `http://localhost:${env.PORT}`

/**
 * Values settled at start-up, kept in `process.env` because Next's bundle of the admin may
 * evaluate the Payload config in a second module graph.
 */
export const runtime = {
  databaseUrl: (): string => process.env.DATABASE_URL ?? '',
  setDatabaseUrl: (url: string): void => {
    process.env.DATABASE_URL = url
    process.env.PORTFOLIO_EMBEDDED_DB = '1'
  },
  usesEmbeddedDatabase: (): boolean => process.env.PORTFOLIO_EMBEDDED_DB === '1',
  payloadSecret: (): string => process.env.PAYLOAD_SECRET ?? '',
  setPayloadSecret: (secret: string): void => {
    process.env.PAYLOAD_SECRET = secret
  },
}
