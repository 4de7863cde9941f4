import type { Payload } from 'payload'
import type { z } from 'zod'

import { lockGlobalRow } from '../../platform/db/lockForUpdate'
import { runInTransaction } from '../../platform/db/runInTransaction'
import type { PersonalInfoDto } from '../../shared/apiTypes'
import type { PersonalInfo, User } from '../../shared/payload-types'
import { defaultPersonalInfo } from '../../shared/sampleData/defaultPersonalInfo'
import { checkIfMatch } from '../request/checkIfMatch'
import { MEDIA_SELECT } from '../response/serializeMedia'
import type { personalInfoUpdateSchema } from './personalInfoSchemas'
import { readStoredPersonalInfo } from './readPersonalInfo'
import { serializePersonalInfo } from './serializePersonalInfo'

/**
 * Merges validated fields into the profile and publishes it (`PUT /personal-info`). The first
 * save starts from the defaults the site was showing, so a partial PUT never leaves the required
 * name/title empty; stats merge one value at a time.
 *
 * The read, the merge and the write happen in one transaction holding the global's row lock, so
 * two writes to different fields at the same moment both survive. With `ifMatch` (the request's
 * `If-Match`), the profile is first compared with the ETag the client read (412 when it changed).
 * The tag is that of `{ data: <profile> }` computed over the profile as stored, the one the write
 * merges into: that is what `GET /personal-info` answers (the defaults until the first save),
 * except while the owner has unpublished it, when only the write answers carry its tag.
 */
export const updatePersonalInfo = async (
  payload: Payload,
  input: z.infer<typeof personalInfoUpdateSchema>,
  { user, ifMatch }: { user: User; ifMatch?: string },
): Promise<PersonalInfoDto> => {
  const saved = await runInTransaction(payload, async (transactionID) => {
    await lockGlobalRow(payload, transactionID, 'personal-info')
    const current = serializePersonalInfo(
      await readStoredPersonalInfo(payload, user, transactionID),
    )
    checkIfMatch(ifMatch, { data: current })
    const { avatar: _avatar, resumeUrl: _resumeUrl, ...shown } = current
    return payload.updateGlobal({
      slug: 'personal-info',
      data: {
        // The contract's writes publish directly, as its clients expect (drafts are the admin's).
        _status: 'published' as const,
        ...shown,
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
  return serializePersonalInfo(saved as PersonalInfo)
}
