import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest, RequiredDataFromCollectionSlug } from 'payload'

import type { ProjectDto } from '../../shared/apiTypes'
import { CONTENT_COLLECTIONS } from '../../shared/model'
import { defaultPersonalInfo } from '../../shared/sampleData/defaultPersonalInfo'
import { sampleEducation } from '../../shared/sampleData/sampleEducation'
import { sampleExperiences } from '../../shared/sampleData/sampleExperiences'
import { sampleInterests } from '../../shared/sampleData/sampleInterests'
import { sampleProjects } from '../../shared/sampleData/sampleProjects'
import { sampleSkills } from '../../shared/sampleData/sampleSkills'
import { toProjectData } from '../../../collections/Projects/toProjectData'

const sampleProjectData = ({
  id: _id,
  imageMedia: _imageMedia,
  galleryMedia: _galleryMedia,
  createdAt: _createdAt,
  updatedAt: _updatedAt,
  deleted: _deleted,
  ...fields
}: ProjectDto) => toProjectData(fields)

// Seeding is not an edit: hooks that notify or invalidate skip their side effects.
const context = { skipSideEffects: true }

const published = { _status: 'published' } as const

/** Posts go too: the projects' ids restart, which would leave posts about nothing. */
const REPLACED_COLLECTIONS = [...CONTENT_COLLECTIONS, 'posts'] as const

/** Sample ids are 1..n again. */
const clearContent = async (payload: Payload): Promise<void> => {
  const tables = REPLACED_COLLECTIONS.map((slug) => `"${slug}"`).join(', ')
  await payload.db.drizzle.execute(sql.raw(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`))
}

export const seed = async ({
  payload,
  req,
  reset = false,
}: {
  payload: Payload
  req?: Partial<PayloadRequest>
  reset?: boolean
}): Promise<void> => {
  if (reset) await clearContent(payload)
  const common = { overrideAccess: true, context, req } as const

  for (const project of sampleProjects) {
    await payload.create({
      collection: 'projects',
      data: {
        ...sampleProjectData(project),
        ...published,
      } as RequiredDataFromCollectionSlug<'projects'>,
      ...common,
    })
  }
  for (const { name, slug, description, category, level, color } of sampleSkills) {
    await payload.create({
      collection: 'skills',
      data: { name, slug, description, category, level, color, deleted: false, ...published },
      ...common,
    })
  }
  for (const { id: _id, ...experience } of sampleExperiences) {
    await payload.create({
      collection: 'experiences',
      data: { ...experience, ...published },
      ...common,
    })
  }
  for (const { id: _id, ...entry } of sampleEducation) {
    await payload.create({ collection: 'education', data: { ...entry, ...published }, ...common })
  }
  for (const { id: _id, ...interest } of sampleInterests) {
    await payload.create({
      collection: 'interests',
      data: { ...interest, ...published },
      ...common,
    })
  }
  const { avatar: _avatar, ...personalInfo } = defaultPersonalInfo
  await payload.updateGlobal({
    slug: 'personal-info',
    data: { ...personalInfo, ...published },
    ...common,
  })
  payload.logger.info(
    `Seeded ${sampleProjects.length} projects, ${sampleSkills.length} skills, ` +
      `${sampleExperiences.length} experiences, ${sampleEducation.length} education entries, ` +
      `${sampleInterests.length} interests`,
  )
}

/** So emptied collections are not refilled. */
const SEEDED_KEY = 'portfolio:samples-seeded-at'

export const countContent = async (
  payload: Payload,
): Promise<Record<(typeof REPLACED_COLLECTIONS)[number], number>> => {
  const counts = await Promise.all(
    REPLACED_COLLECTIONS.map(async (collection) => {
      const { totalDocs } = await payload.count({ collection, overrideAccess: true })
      return [collection, totalDocs] as const
    }),
  )
  return Object.fromEntries(counts) as Record<(typeof REPLACED_COLLECTIONS)[number], number>
}

/** Seeds on the first run only; `samples: false` starts empty but for the default profile. */
export const seedOnFirstRun = async (
  payload: Payload,
  { samples = true }: { samples?: boolean } = {},
): Promise<boolean> => {
  if (await payload.kv.has(SEEDED_KEY)) return false
  const empty = Object.values(await countContent(payload)).every((count) => count === 0)
  const seeded = empty && samples
  if (seeded) await seed({ payload })
  await payload.kv.set(SEEDED_KEY, new Date().toISOString())
  return seeded
}
