import type { Payload, Where } from 'payload'

import { CONTENT_COLLECTIONS } from '../../../shared/model'
import { defaultPersonalInfo } from '../../../shared/sampleData/defaultPersonalInfo'
import { isPublicContent } from '../../access/publishedOrAdmin'
import { smtpTestedSinceSaved } from '../../../mail/smtpTestedAt'
import type { SampleSurvey } from '../../seed/sampleSurvey'

/** One step of setting the site up: whether the stored state shows it done, and where to act. */
export type ChecklistItem = { key: string; text: string; done: boolean; href: string }

/** Public records of `collection` other than the given ones (the untouched samples). */
const countPublicExcept = (
  payload: Payload,
  collection: (typeof CONTENT_COLLECTIONS)[number],
  ids: number[],
) => {
  const where: Where = ids.length
    ? { and: [isPublicContent, { id: { not_in: ids } }] }
    : isPublicContent
  return payload.count({ collection, where, overrideAccess: true })
}

/** The setup checklist (issue 31), each step read from what is stored, never from clicks. */
export const readSetupChecklist = async (
  payload: Payload,
  samples: SampleSurvey,
): Promise<ChecklistItem[]> => {
  const untouched = (collection: string) =>
    samples.removable.filter((sample) => sample.collection === collection).map(({ id }) => id)
  const [profile, smtp, languages, profilePublishes, ownPublic] = await Promise.all([
    payload.findGlobal({ slug: 'personal-info', depth: 0, overrideAccess: true }),
    payload.findGlobal({ slug: 'smtp-config', depth: 0, overrideAccess: true }),
    payload.findGlobal({ slug: 'site-languages', depth: 0, overrideAccess: true }),
    payload.countGlobalVersions({
      global: 'personal-info',
      where: { 'version._status': { equals: 'published' } },
      overrideAccess: true,
    }),
    Promise.all(
      CONTENT_COLLECTIONS.map((collection) =>
        countPublicExcept(payload, collection, untouched(collection)),
      ),
    ),
  ])
  const ownProjects = ownPublic[CONTENT_COLLECTIONS.indexOf('projects')]!.totalDocs
  const named =
    Boolean(profile.name?.trim() && profile.title?.trim()) &&
    !(profile.name === defaultPersonalInfo.name && profile.title === defaultPersonalInfo.title)
  return [
    { key: 'profile', text: 'Your name and title', done: named, href: '/globals/personal-info' },
    {
      key: 'photo',
      text: 'Your photo',
      done: Boolean(profile.avatar),
      href: '/globals/personal-info',
    },
    {
      key: 'projects',
      text: 'Replace the sample projects with yours',
      done: untouched('projects').length === 0 && ownProjects > 0,
      href: '/collections/projects',
    },
    {
      key: 'mail',
      text: 'Mail settings, with a test email sent',
      done: await smtpTestedSinceSaved(payload, smtp.updatedAt),
      href: '/globals/smtp-config',
    },
    {
      key: 'languages',
      text: "Your site's languages",
      done: Boolean(languages.updatedAt),
      href: '/globals/site-languages',
    },
    {
      key: 'publish',
      text: 'Publish something of your own',
      // Seeding published the template's profile once; any later publish is the owner's.
      done: profilePublishes.totalDocs > 1 || ownPublic.some(({ totalDocs }) => totalDocs > 0),
      href: '/collections/projects',
    },
  ]
}
