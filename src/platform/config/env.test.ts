import { describe, expect, it } from 'vitest'

import { parseEnv } from './env'

const deployed = { NODE_ENV: 'production', DATABASE_URL: 'postgres://app:pw@db:5432/portfolio' }

describe('parseEnv', () => {
  it.each([
    [
      'gives every default on an empty environment',
      {},
      {
        PORT: 3000,
        NODE_ENV: 'development',
        SEED_SAMPLES: true,
        EMBEDDED_DB_PORT: 54329,
        LOGIN_IP_MAX_FAILURES: 20,
        SHUTDOWN_GRACE_MS: 0,
        API_CACHE: true,
        EMAIL_QUEUE_CRON: '*/5 * * * * *',
      },
    ],
    [
      'reads typed values and treats empty ones as unset',
      { PORT: '8080', SEED_SAMPLES: 'false', SITE_URL: 'https://me.dev/', DATABASE_URL: '' },
      { PORT: 8080, SEED_SAMPLES: false, SITE_URL: 'https://me.dev' },
    ],
  ])('%s', (_behaviour, variables: Record<string, string>, expected) => {
    const { env } = parseEnv(variables)
    expect(env).toMatchObject(expected)
    expect(env?.DATABASE_URL).toBeUndefined()
  })

  it('names every bad variable and what it expects, one line each', () => {
    const { problems } = parseEnv({
      PORT: 'abc',
      SHUTDOWN_GRACE_MS: '-5',
      DATABASE_URL: 'mysql://localhost/db',
      LOG_FORMAT: 'xml',
      SITE_URL: 'portfolio.example.com',
      TRUST_PROXY: 'TRUE',
    })
    expect(problems).toEqual([
      'PORT expects a whole number from 1 to 65535 (got "abc")',
      'SITE_URL expects an http:// or https:// URL (got "portfolio.example.com")',
      'DATABASE_URL expects a postgres:// URL, e.g. postgres://user:password@host:5432/portfolio (got "mysql://localhost/db")',
      'TRUST_PROXY=true would let any visitor forge their address: set the proxy hops (1), its addresses (127.0.0.1, 10.0.0.0/8), or leave it unset (got "TRUE")',
      'SHUTDOWN_GRACE_MS expects a whole number from 0 to 5000 (got "-5")',
      'LOG_FORMAT expects json or pretty (got "xml")',
    ])
  })

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['short', 'only-twenty-chars-xx'],
    ['low entropy', 'a'.repeat(64)],
    ['few distinct characters', 'abababababababababababababababab12'],
  ])('refuses a %s PAYLOAD_SECRET when deployed', (_label, secret) => {
    const { problems } = parseEnv({ ...deployed, PAYLOAD_SECRET: secret })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^PAYLOAD_SECRET expects a random string of at least 32 characters/)
  })

  it('accepts a long random secret when deployed, and any secret locally', () => {
    expect(
      parseEnv({ ...deployed, PAYLOAD_SECRET: 'f3c1a9e07b5d4c2e8a6f1b3d5e7c9a0b2d4f6e8a' })
        .problems,
    ).toEqual([])
    expect(parseEnv({ NODE_ENV: 'production' }).problems).toEqual([])
    // The embedded database's own URL is no deployment.
    expect(parseEnv({ ...deployed, PORTFOLIO_EMBEDDED_DB: '1' }).problems).toEqual([])
  })

  const s3 = {
    S3_BUCKET: 'portfolio-media',
    S3_REGION: 'eu-central-1',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'secret-example',
  }

  it('reads a complete S3 setting, with a prefix ending in a slash', () => {
    const { env } = parseEnv({
      ...s3,
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'site-a',
    })
    expect(env).toMatchObject({
      ...s3,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: true,
      S3_PREFIX: 'site-a/',
    })
    expect(parseEnv({}).env?.S3_BUCKET).toBeUndefined()
  })

  it('refuses a partial S3 setting in one line naming what is missing', () => {
    const { problems } = parseEnv({
      S3_BUCKET: 'portfolio-media',
      S3_ENDPOINT: 'http://minio:9000',
    })
    expect(problems).toEqual([
      'S3 storage is half configured: S3_BUCKET, S3_ENDPOINT set but S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY missing (set all of S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, or none to keep uploads in MEDIA_DIR)',
    ])
    expect(parseEnv({ ...s3, S3_SECRET_ACCESS_KEY: ' ' }).problems).toHaveLength(1)
  })

  it('refuses a bucket name or prefix S3 would not take', () => {
    expect(parseEnv({ ...s3, S3_BUCKET: 'My_Bucket' }).problems[0]).toMatch(
      /^S3_BUCKET expects a bucket name/,
    )
    expect(parseEnv({ ...s3, S3_PREFIX: '../up' }).problems[0]).toMatch(
      /^S3_PREFIX expects a key prefix/,
    )
  })
})
