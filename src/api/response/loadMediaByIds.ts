import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import {
  fallbackChain,
  FIRST_LANGUAGE_READ,
  type ReadLanguage,
} from '../../cms/languages/textsInLanguage'
import type { Media } from '../../shared/payload-types'

/**
 * The image renditions configured on the media collection (`collections/Media/index.ts`), each with
 * the column prefix Payload gives it in the `media` table (`cardLarge` → `sizes_card_large`).
 */
const sizeColumnsOf = (payload: Payload): [name: string, column: string][] =>
  (payload.collections.media.config.upload.imageSizes ?? []).map(({ name }) => [
    name,
    `sizes_${name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`,
  ])

type MediaRow = Record<string, string | number | null> & { id: number }

/**
 * A stored upload path as Payload's `afterRead` shows it (`generateFilePathOrURL`): an external
 * URL as it is, else `{serverURL}{api route}/media/file/{filename}`, else null.
 */
const uploadUrl = (payload: Payload, stored: unknown, filename: unknown): string | null => {
  const { serverURL = '', routes } = payload.config
  if (
    typeof stored === 'string' &&
    stored &&
    !stored.startsWith('/') &&
    !stored.startsWith(serverURL)
  )
    return stored
  if (typeof filename !== 'string' || !filename) return null
  return `${serverURL}${routes.api}/media/file/${encodeURIComponent(filename)}`
}

const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value)

/**
 * The media with these ids in one SQL query, shaped as a depth-0 `payload.find` returns the fields
 * the contract uses; Payload's depth-1 population would cost a second full `find`. Media are
 * public, so no access check is skipped. The alt text falls back as the `language` says.
 */
export const loadMediaByIds = async (
  payload: Payload,
  ids: readonly (number | null)[],
  language: ReadLanguage = FIRST_LANGUAGE_READ,
): Promise<Map<number, Media>> => {
  const chain = [...new Set([language.locale, ...fallbackChain(language)])]
  // The language codes go as parameters: only integers and names of our own stand in the SQL.
  const joins = chain.map((code, index) => {
    const alias = sql.raw(`l${index}`)
    return sql`LEFT JOIN "media_locales" ${alias} ON ${alias}."_parent_id" = "media"."id" AND ${alias}."_locale" = ${code}`
  })
  const alt = `COALESCE(${chain.map((_, index) => `NULLIF(l${index}."alt", '')`).join(', ')})`
  const wanted = [...new Set(ids.filter((id): id is number => Number.isInteger(id)))]
  const found = new Map<number, Media>()
  if (wanted.length === 0) return found
  const sizes = sizeColumnsOf(payload)
  const sizeColumns = sizes
    .flatMap(([, column]) =>
      ['url', 'filename', 'width', 'height', 'mime_type'].map((part) => `"${column}_${part}"`),
    )
    .join(', ')
  const columns = `"media"."id", ${alt} AS "alt", "url", "filename", "mime_type", "width", "height", "focal_x", "focal_y", "updated_at", "created_at", ${sizeColumns}`
  const result = (await payload.db.drizzle.execute(
    sql`SELECT ${sql.raw(columns)} FROM "media" ${sql.join(joins, sql` `)}
      WHERE "media"."id" IN (${sql.raw(wanted.join(', '))})`,
  )) as unknown as { rows: MediaRow[] }
  for (const row of result.rows) {
    const renditions = Object.fromEntries(
      sizes.map(([name, column]) => [
        name,
        {
          url: uploadUrl(payload, row[`${column}_url`], row[`${column}_filename`]),
          filename: (row[`${column}_filename`] as string | null) ?? null,
          width: numberOrNull(row[`${column}_width`]),
          height: numberOrNull(row[`${column}_height`]),
          mimeType: (row[`${column}_mime_type`] as string | null) ?? null,
        },
      ]),
    )
    found.set(Number(row.id), {
      id: Number(row.id),
      alt: String(row.alt ?? ''),
      url: uploadUrl(payload, row.url, row.filename),
      filename: (row.filename as string | null) ?? null,
      mimeType: (row.mime_type as string | null) ?? null,
      width: numberOrNull(row.width),
      height: numberOrNull(row.height),
      focalX: numberOrNull(row.focal_x),
      focalY: numberOrNull(row.focal_y),
      sizes: renditions,
      updatedAt: new Date(row.updated_at as string).toISOString(),
      createdAt: new Date(row.created_at as string).toISOString(),
    } as Media)
  }
  return found
}

/** A relation as read: an id at depth 0, the document once filled in. */
export const idOf = (value: number | { id: number } | null | undefined): number | null =>
  typeof value === 'number' ? value : (value?.id ?? null)

/**
 * The media of these uploads (one query), and `fill`, which puts an upload's document in place of
 * its id; an id with no media row stays an id, as Payload's population leaves it.
 */
export const loadUploads = async (
  payload: Payload,
  uploads: readonly (number | Media | null | undefined)[],
  language?: ReadLanguage,
) => {
  const media = await loadMediaByIds(payload, uploads.map(idOf), language)
  const fill = <Upload extends number | Media | null | undefined>(upload: Upload) =>
    typeof upload === 'number' ? (media.get(upload) ?? upload) : upload
  return { media, fill }
}
