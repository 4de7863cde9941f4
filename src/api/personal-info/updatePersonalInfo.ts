import type { Payload } from 'payload'
import type { z } from 'zod'

import { lockGlobalRow } from '../../platform/db/lockForUpdate'
import { runInTransaction } from '../../platform/db/runInTransaction'
import type { ReadLanguage } from '../../cms/languages/textsInLanguage'
import type { PersonalInfoDto } from '../../shared/apiTypes'
import type { PersonalInfo, User } from '../../shared/payload-types'
import { defaultPersonalInfo } from '../../shared/sampleData/defaultPersonalInfo'
import { ApiError } from '../errors/apiError'
import { checkIfMatch } from '../request/checkIfMatch'
import { MEDIA_SELECT } from '../../records/serializeMedia'
import type { personalInfoUpdateSchema } from '../../records/personalInfoSchemas'
import { readStoredPersonalInfo } from './readPersonalInfo'
import { serializePersonalInfo } from '../../records/serializePersonalInfo'

/** A profile never saved keeps nothing of the built-in sample's texts (ADR 0030). */
const NO_TEXTS = {
  name: '',
  title: '',
  location: '',
  bio: '',
  about: '',
  githubUrl: '',
  linkedinUrl: '',
  email: '',
  phone: '',
  schedulingUrl: '',
}

/** The row is locked first, so concurrent writes both survive. */
export const updatePersonalInfo = async (
  payload: Payload,
  input: z.infer<typeof personalInfoUpdateSchema>,
  { user, ifMatch, language }: { user: User; ifMatch?: string; language?: ReadLanguage },
): Promise<PersonalInfoDto> => {
  const saved = await runInTransaction(payload, async (transactionID) => {
    await lockGlobalRow(payload, transactionID, 'personal-info')
    const stored = await readStoredPersonalInfo(payload, user, transactionID, language)
    const current = serializePersonalInfo(stored)
    checkIfMatch(ifMatch, { data: current })
    const { avatar: _avatar, resumeUrl: _resumeUrl, stats: _stats, ...shown } = current
    const neverSaved = !stored?.updatedAt && !stored?.name
    if (neverSaved && language) {
      throw new ApiError(400, 'validation_error', 'The query string is invalid.', {
        locale: 'The profile has not been saved yet: save it without ?locale= first.',
      })
    }
    return payload.updateGlobal({
      slug: 'personal-info',
      ...(language ? { locale: language.locale as never, fallbackLocale: false as const } : {}),
      data: {
        // The contract's writes publish directly, as its clients expect (drafts are the admin's).
        _status: 'published' as const,
        ...(neverSaved ? NO_TEXTS : language ? {} : shown),
        ...input,
        stats: { ...defaultPersonalInfo.stats, ...current.stats, ...input.stats },
      },
      depth: 1,
      populate: { media: MEDIA_SELECT },
      user,
      overrideAccess: false,
      req: { transactionID },
    })
  })
  return serializePersonalInfo(
    language
      ? await readStoredPersonalInfo(payload, user, undefined, language)
      : (saved as PersonalInfo),
  )
}
