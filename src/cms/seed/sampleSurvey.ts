import type { Payload, PayloadRequest, Where } from 'payload'

import { runInTransaction } from '../../platform/db/runInTransaction'
import { CONTENT_COLLECTIONS, type ContentSlug } from '../../shared/model'
import { sameEntry } from '../../shared/recordIdentity'
import { sampleEducation } from '../../shared/sampleData/sampleEducation'
import { sampleExperiences } from '../../shared/sampleData/sampleExperiences'
import { sampleInterests } from '../../shared/sampleData/sampleInterests'
import { sampleProjects } from '../../shared/sampleData/sampleProjects'
import { sampleSkills } from '../../shared/sampleData/sampleSkills'
import { findLatestVersions } from '../versions/findLatestVersions'

/** The built-in samples (what `seed` stores), per collection. */
const SAMPLES: Record<ContentSlug, readonly Record<string, unknown>[]> = {
  projects: sampleProjects,
  skills: sampleSkills,
  experiences: sampleExperiences,
  education: sampleEducation,
  interests: sampleInterests,
}

/** A stored sample, named as the owner sees it in the admin. */
export type StoredSample = { collection: ContentSlug; id: number; title: string }

/**
 * The samples still on the site: those the owner never touched (or marked Deleted), which
 * "Start fresh" removes, and those the owner edited, which it keeps.
 */
export type SampleSurvey = { removable: StoredSample[]; edited: StoredSample[] }

type Doc = Record<string, unknown> & { id: number }

const titleOf = (collection: ContentSlug, doc: Doc): string => {
  const text = (field: string) => String(doc[field] ?? '')
  if (collection === 'skills') return text('name')
  if (collection === 'experiences') return `${text('title')} at ${text('company')}`
  if (collection === 'education') return `${text('title')}, ${text('institution')}`
  return text('title')
}

/**
 * Finds the samples among the stored records. A record is a sample when it is the same entry as
 * one of the built-in samples (`sameEntry`) and no import made it; it is unedited when it has a
 * single version, the one seeding stored (any save, draft, publish, translation or Deleted mark
 * adds one). A sample the owner marked Deleted goes too: the owner already took it off the site.
 */
export const surveySamples = async (
  payload: Payload,
  req?: Partial<PayloadRequest>,
): Promise<SampleSurvey> => {
  const survey: SampleSurvey = { removable: [], edited: [] }
  for (const collection of CONTENT_COLLECTIONS) {
    const docs = await findLatestVersions(payload, collection, req)
    const samples = (docs as unknown as Doc[]).filter(
      (doc) =>
        !doc.importKey && SAMPLES[collection].some((sample) => sameEntry(collection, doc, sample)),
    )
    if (samples.length === 0) continue
    const where: Where = { parent: { in: samples.map((doc) => doc.id) } }
    const { docs: versions } = await payload.findVersions({
      collection,
      where,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    const versionCount = new Map<unknown, number>()
    for (const version of versions)
      versionCount.set(version.parent, (versionCount.get(version.parent) ?? 0) + 1)
    for (const doc of samples) {
      const sample = { collection, id: doc.id, title: titleOf(collection, doc) }
      const untouched = (versionCount.get(doc.id) ?? 0) <= 1
      survey[untouched || doc.deleted ? 'removable' : 'edited'].push(sample)
    }
  }
  return survey
}

/**
 * "Start fresh": deletes the removable samples in one transaction, as `user` (so access rules
 * and the public cache's invalidation apply), and answers the survey it acted on.
 */
export const removeUneditedSamples = async (
  payload: Payload,
  user: PayloadRequest['user'],
): Promise<SampleSurvey> =>
  runInTransaction(payload, async (transactionID) => {
    const req = { transactionID }
    const survey = await surveySamples(payload, req)
    for (const collection of CONTENT_COLLECTIONS) {
      const ids = survey.removable.filter((s) => s.collection === collection).map((s) => s.id)
      if (ids.length === 0) continue
      await payload.delete({
        collection,
        where: { id: { in: ids } },
        user,
        overrideAccess: false,
        req,
      })
    }
    return survey
  })
