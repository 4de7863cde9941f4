import type { Payload } from 'payload'

import {
  fallbackChain,
  FIRST_LANGUAGE_READ,
  type ReadLanguage,
} from '../../cms/languages/textsInLanguage'
import type { TransactionId } from '../../platform/db/transactionSql'
import type { PersonalInfo, User } from '../../shared/payload-types'
import { MEDIA_SELECT } from '../response/serializeMedia'

/**
 * The personal-info global as stored (avatar populated), with the caller's access; in a write's
 * transaction when given one.
 */
export const readStoredPersonalInfo = (
  payload: Payload,
  user: User | null,
  transactionID?: TransactionId,
) =>
  payload.findGlobal({
    slug: 'personal-info',
    depth: 1,
    populate: { media: MEDIA_SELECT },
    user: user ?? undefined,
    overrideAccess: false,
    ...(transactionID === undefined ? {} : { req: { transactionID } }),
  }) as Promise<PersonalInfo>

/**
 * What visitors see of the profile: its published version, or null until the owner publishes
 * one (the site then shows the built-in defaults). A draft is read instead only for a preview
 * the caller was already authorised for. The status is checked here as well as by the global's
 * read access, because a signed-in admin reading a public page gets the stored row. Its texts
 * are `language`'s, each falling back to the default language's.
 */
export const readPublicPersonalInfo = async (
  payload: Payload,
  {
    draft = false,
    language = FIRST_LANGUAGE_READ,
  }: { draft?: boolean; language?: ReadLanguage } = {},
): Promise<PersonalInfo | null> => {
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
