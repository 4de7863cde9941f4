import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { S3 } from '@aws-sdk/client-s3'
import S3rver from 's3rver'

import { freePort } from './freePort'

export type S3TestServer = {
  /** The `S3_*` settings that point a server process at this bucket. */
  env: Record<string, string>
  /** A client of the bucket, to look at what the server stored. */
  client: S3
  bucket: string
  /** Every object key in the bucket, sorted. */
  keys: () => Promise<string[]>
  /** The bytes of one object. */
  read: (key: string) => Promise<Buffer>
  stop: () => Promise<void>
}

/**
 * A real S3-compatible server (s3rver: S3's REST protocol, objects in a temporary folder) on a
 * free loopback port, with one empty bucket.
 */
export const startS3TestServer = async ({
  bucket = 'portfolio-media',
  prefix = '',
}: { bucket?: string; prefix?: string } = {}): Promise<S3TestServer> => {
  const directory = mkdtempSync(path.join(tmpdir(), 'portfolio-s3-'))
  const port = await freePort()
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  await server.run()
  // s3rver accepts any key pair; these are what the server process is given.
  const env = {
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    ...(prefix ? { S3_PREFIX: prefix } : {}),
  }
  const client = new S3({
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
  })
  return {
    env,
    client,
    bucket,
    keys: async () =>
      ((await client.listObjectsV2({ Bucket: bucket })).Contents ?? [])
        .map((object) => object.Key!)
        .sort(),
    read: async (key) =>
      Buffer.from(
        await (await client.getObject({ Bucket: bucket, Key: key })).Body!.transformToByteArray(),
      ),
    stop: async () => {
      client.destroy()
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
