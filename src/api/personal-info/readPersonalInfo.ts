import type { Payload } from 'payload'

import {
  fallbackChain,
  FIRST_LANGUAGE_READ,
  type ReadLanguage,
  textsInLanguage,
} from '../../cms/languages/textsInLanguage'
import { FIRST_LANGUAGE } from '../../shared/languages/languageCatalogue'
import type { TransactionId } from '../../platform/db/transactionSql'
import type { PersonalInfo, User } from '../../shared/payload-types'
import { MEDIA_SELECT } from '../../records/serializeMedia'

const inLanguage = (payload: Payload, everyLanguage: PersonalInfo, language: ReadLanguage) => {
  const fields = payload.globals.config.find((global) => global.slug === 'personal-info')!
  const doc = textsInLanguage(fields.flattenedFields, everyLanguage, language)
  const { avatar } = doc
  if (!avatar || typeof avatar !== 'object') return doc
  const mediaFields = payload.collections.media.config.flattenedFields
  return { ...doc, avatar: textsInLanguage(mediaFields, avatar, language) }
}

/** With `language`, as `GET /personal-info?locale=` shows it (a translated write's `If-Match`). */
export const readStoredPersonalInfo = async (
  payload: Payload,
  user: User | null,
  transactionID?: TransactionId,
  language?: ReadLanguage,
): Promise<PersonalInfo> => {
  const stored = (await payload.findGlobal({
    slug: 'personal-info',
    ...(language ? { locale: 'all' as never } : {}),
    depth: 1,
    populate: { media: MEDIA_SELECT },
    user: user ?? undefined,
    overrideAccess: false,
    ...(transactionID === undefined ? {} : { req: { transactionID } }),
  })) as PersonalInfo
  return language && stored ? inLanguage(payload, stored, language) : stored
}

/** The status is checked here too: an admin reading a public page would get the stored row. */
export const readPublicPersonalInfo = async (
  payload: Payload,
  {
    draft = false,
    language = FIRST_LANGUAGE_READ,
  }: { draft?: boolean; language?: ReadLanguage } = {},
): Promise<PersonalInfo | null> => {
  if (!draft && canFallBack(language)) return readInEveryLanguage(payload, language)
  const doc = (await payload.findGlobal({
    slug: 'personal-info',
    locale: language.locale as never,
    fallbackLocale: fallbackChain(language) as never,
    depth: 1,
    populate: { media: MEDIA_SELECT },
    ...(draft ? { draft: true, overrideAccess: true } : { overrideAccess: false }),
  })) as PersonalInfo
  if (draft) return doc
  return doc?._status === 'published' ? doc : null
}

const canFallBack = ({ locale, fallback }: ReadLanguage): boolean =>
  locale !== fallback || fallback !== FIRST_LANGUAGE

/** Read in every language: Payload's one-language read does not tell which texts fell back. */
const readInEveryLanguage = async (
  payload: Payload,
  language: ReadLanguage,
): Promise<PersonalInfo | null> => {
  const everyLanguage = (await payload.findGlobal({
    slug: 'personal-info',
    locale: 'all' as never,
    depth: 1,
    populate: { media: MEDIA_SELECT },
    overrideAccess: false,
  })) as PersonalInfo
  if (everyLanguage?._status !== 'published') return null
  return inLanguage(payload, everyLanguage, language)
}
