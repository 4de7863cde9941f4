import { S3, type _Object, type S3ClientConfig } from '@aws-sdk/client-s3'

import { type Env, env } from '../config/env'

export type UploadCollection = 'media' | 'documents'

export type S3Settings = {
  bucket: string
  /** Ends in `/`, or empty. */
  sitePrefix: string
  client: S3ClientConfig
}

/** Null when uploads stay on the local disk (`MEDIA_DIR`). */
export const s3SettingsOf = (
  settings: Pick<
    Env,
    | 'S3_BUCKET'
    | 'S3_REGION'
    | 'S3_ENDPOINT'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
    | 'S3_FORCE_PATH_STYLE'
    | 'S3_PREFIX'
  >,
): S3Settings | null => {
  const { S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = settings
  // env.ts refuses a partial set, so one missing means S3 is off.
  if (!S3_BUCKET || !S3_REGION || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return null
  return {
    bucket: S3_BUCKET,
    sitePrefix: settings.S3_PREFIX ?? '',
    client: {
      region: S3_REGION,
      ...(settings.S3_ENDPOINT ? { endpoint: settings.S3_ENDPOINT } : {}),
      forcePathStyle: settings.S3_FORCE_PATH_STYLE,
      credentials: { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY },
    },
  }
}

export const s3Settings = (): S3Settings | null => s3SettingsOf(env)

/** No trailing slash: the storage plugin writes every file as `{prefix}/{filename}`. */
export const collectionPrefixOf = (settings: S3Settings, collection: UploadCollection): string =>
  `${settings.sitePrefix}${collection}`

export const objectKeyOf = (
  settings: S3Settings,
  collection: UploadCollection,
  filename: string,
): string => `${collectionPrefixOf(settings, collection)}/${filename}`

let client: S3 | undefined
/** One per process: it keeps its connections alive. */
export const s3Client = (settings: S3Settings): S3 => (client ??= new S3(settings.client))

/** Every object under `prefix`, page by page (a listing answers at most 1,000 at a time). */
export async function* listObjects(settings: S3Settings, prefix: string): AsyncGenerator<_Object> {
  let token: string | undefined
  do {
    const page = await s3Client(settings).listObjectsV2({
      Bucket: settings.bucket,
      Prefix: prefix,
      ContinuationToken: token,
    })
    yield* page.Contents ?? []
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
}
