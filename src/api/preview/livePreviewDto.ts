import type { Payload } from 'payload'

import { postBodyText } from '../../../collections/Posts/postBodyText'
import { lexicalToPlainText } from '../../cms/fields/lexicalText'
import { readingMinutes } from '../../cms/fields/readingMinutes'
import type { PersonalInfo } from '../../shared/payload-types'
import { loadMediaByIds, withUploads } from '../content/readContent'
import { CONTENT_RESOURCES } from '../contentResources'
import { serializePersonalInfo } from '../../records/serializePersonalInfo'
import { rowCountsAsLists } from './rowCountsAsLists'

type FormData = Record<string, unknown>

/** What may be previewed live: the content collections and the personal-info global. */
export const LIVE_PREVIEW_CONTENT = [
  ...CONTENT_RESOURCES.map((resource) => resource.collection),
  'personal-info',
] as const

export type LivePreviewContent = (typeof LIVE_PREVIEW_CONTENT)[number]

/**
 * What a save would store that the form does not hold: Payload's beforeChange hooks fill it
 * (a project's plain-text mirror of its rich long description, a post's plain body and reading
 * time: collections/Projects/hooks, collections/Posts/hooks).
 */
const STORED_BY_HOOKS: Partial<Record<LivePreviewContent, (data: FormData) => FormData>> = {
  projects: (data) => ({ ...data, longDescriptionText: lexicalToPlainText(data.longDescription) }),
  posts: (data) => {
    const bodyText = postBodyText(data.body)
    return { ...data, bodyText, readingMinutes: readingMinutes(bodyText) }
  },
}

/** The form's value of an upload field as a media id (the admin sends ids, at depth 0). */
const uploadId = (value: unknown): number | null =>
  typeof value === 'number'
    ? value
    : value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'number'
      ? (value as { id: number }).id
      : null

/**
 * The admin's unsaved form data (depth 0, uploads as ids) → the contract's DTO, through the
 * resource's own `select`, uploads and serialiser, so the site renders it as the saved record.
 */
export const livePreviewDto = async (
  payload: Payload,
  content: LivePreviewContent,
  data: FormData,
): Promise<unknown> => {
  const fields =
    content === 'personal-info'
      ? payload.globals.config.find((global) => global.slug === content)!.flattenedFields
      : payload.collections[content].config.flattenedFields
  const listed = rowCountsAsLists(fields, data)
  const stored = STORED_BY_HOOKS[content]?.(listed) ?? listed
  if (content === 'personal-info') {
    const avatarId = uploadId(stored.avatar)
    const media = await loadMediaByIds(payload, avatarId === null ? [] : [avatarId])
    return serializePersonalInfo({
      ...(stored as unknown as PersonalInfo),
      avatar: avatarId === null ? null : (media.get(avatarId) ?? null),
      // A form being edited is never "not yet saved": show what it says, not the defaults.
      updatedAt: typeof stored.updatedAt === 'string' ? stored.updatedAt : new Date().toISOString(),
    })
  }
  const resource = CONTENT_RESOURCES.find((candidate) => candidate.collection === content)!
  const doc = Object.fromEntries(
    Object.keys(resource.select)
      .filter((field) => field in stored)
      .map((field) => [field, stored[field]]),
  )
  // The resources' types differ only past this point, where each uses its own functions.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const typed = resource as any
  const [populated] = await withUploads(payload, typed, [doc])
  return typed.serialise(populated)
}
