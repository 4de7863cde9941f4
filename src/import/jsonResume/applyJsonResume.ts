import type { Payload } from 'payload'
import type { z } from 'zod'

import { CONTENT_RESOURCES } from '../../api/contentResources'
import { personalInfoUpdateSchema } from '../../api/personal-info/personalInfoSchemas'
import { serializePersonalInfo } from '../../api/personal-info/serializePersonalInfo'
import { sameEntry, sameValue } from '../../shared/recordIdentity'
import { runInTransaction } from '../../platform/db/runInTransaction'
import type { TransactionId } from '../../platform/db/transactionSql'
import type { PersonalInfo, User } from '../../shared/payload-types'
import type { ImportCollection, ImportedRecord, MappedResume, Skipped } from './mapJsonResume'

/** What an import did, or would do (a dry run): counts per kind of record, and what it left out. */
export type ImportReport = {
  created: Record<ImportKind, number>
  updated: Record<ImportKind, number>
  skipped: Skipped[]
}

type ImportKind = 'personalInfo' | ImportCollection

/** Entries whose fields the site refuses, by entry (`work.0`): the import changed nothing. */
export class ImportRefused extends Error {
  constructor(readonly problems: Record<string, string>) {
    super('The JSON Resume cannot be imported: nothing was changed.')
    this.name = 'ImportRefused'
  }
}

const COLLECTIONS: readonly ImportCollection[] = [
  'experiences',
  'education',
  'skills',
  'projects',
  'interests',
]

const resourceOf = (collection: ImportCollection) =>
  CONTENT_RESOURCES.find((resource) => resource.collection === collection)!

const counts = (): Record<ImportKind, number> => ({
  personalInfo: 0,
  experiences: 0,
  education: 0,
  skills: 0,
  projects: 0,
  interests: 0,
})

/**
 * Each entry's input checked with the contract's own create schema: the problems, keyed by the
 * entry's path as the contract keys body fields (`work.0`), each naming the entry and the site's
 * field (`work[0], company: Must be 200 characters or fewer.`).
 */
const inputProblems = (mapped: MappedResume): Record<string, string> => {
  const problems: Record<string, string> = {}
  const check = (schema: z.ZodType, path: string, input: unknown) => {
    const read = schema.safeParse(input)
    if (read.success) return
    problems[path.replace(/\[(\d+)\]/g, '.$1')] = read.error.issues
      .map((issue) => `${path}, ${issue.path.join('.')}: ${issue.message}`)
      .join(' ')
  }
  if (mapped.personalInfo)
    check(personalInfoUpdateSchema, mapped.personalInfo.path, mapped.personalInfo.input)
  for (const collection of COLLECTIONS)
    for (const record of mapped.records[collection])
      check(resourceOf(collection).schemas.create, record.path, record.input)
  return problems
}

type Options = { dryRun: boolean; publish: boolean; user: User }

/** Whether `dto` already says everything `input` says. */
const sameAs = (input: Record<string, unknown>, dto: Record<string, unknown>) =>
  Object.entries(input).every(([field, value]) => sameValue(value, dto[field]))

const importCollection = async (
  payload: Payload,
  collection: ImportCollection,
  records: ImportedRecord[],
  report: ImportReport,
  { dryRun, publish, user }: Options,
  transactionID: TransactionId,
) => {
  if (records.length === 0) return
  const resource = resourceOf(collection)
  const { docs } = await payload.find({
    collection,
    draft: true,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req: { transactionID },
  })
  const imported = new Map(
    docs.filter((doc) => doc.importKey).map((doc) => [doc.importKey as string, doc]),
  )
  const owners = docs.filter((doc) => !doc.importKey)
  const status = { _status: publish ? 'published' : 'draft' } as const
  for (const record of records) {
    const parsed = resource.schemas.create.parse(record.input) as Record<string, unknown>
    const existing = imported.get(record.key)
    if (existing) {
      if (existing.deleted) {
        report.skipped.push({
          path: record.path,
          reason: `you deleted the ${resource.noun} this entry made; restore it to import into it`,
        })
        continue
      }
      const current = resource.serialise(existing as never) as Record<string, unknown>
      if (sameAs(parsed, current)) continue
      report.updated[collection] += 1
      if (!dryRun)
        await payload.update({
          collection,
          id: existing.id,
          data: { ...(resource.toData?.(parsed as never, existing as never) ?? parsed), ...status },
          draft: !publish,
          depth: 0,
          user,
          overrideAccess: false,
          req: { transactionID },
        })
      continue
    }
    const own = owners.find((doc) =>
      sameEntry(collection, doc as unknown as Record<string, unknown>, parsed),
    )
    if (own) {
      report.skipped.push({
        path: record.path,
        reason: `the same ${resource.noun} is yours (id ${own.id}); an import never changes what you wrote`,
      })
      continue
    }
    report.created[collection] += 1
    if (!dryRun)
      await payload.create({
        collection,
        data: {
          ...(resource.toData?.(parsed as never) ?? parsed),
          importKey: record.key,
          deleted: false,
          ...status,
        } as never,
        draft: !publish,
        depth: 0,
        user,
        overrideAccess: false,
        req: { transactionID },
      })
  }
}

const importPersonalInfo = async (
  payload: Payload,
  mapped: NonNullable<MappedResume['personalInfo']>,
  report: ImportReport,
  { dryRun, publish, user }: Options,
  transactionID: TransactionId,
) => {
  const stored = (await payload.findGlobal({
    slug: 'personal-info',
    draft: true,
    depth: 0,
    overrideAccess: true,
    req: { transactionID },
  })) as PersonalInfo
  const neverSaved = !stored?.updatedAt && !stored?.name
  const current = serializePersonalInfo(stored) as unknown as Record<string, unknown>
  if (!neverSaved && sameAs(mapped.input, current)) return
  if (neverSaved && (!mapped.input.name || !mapped.input.title)) {
    report.skipped.push({
      path: mapped.path,
      reason: 'the profile is new: the file must give its name and label',
    })
    return
  }
  report[neverSaved ? 'created' : 'updated'].personalInfo += 1
  if (!dryRun)
    await payload.updateGlobal({
      slug: 'personal-info',
      data: { ...mapped.input, _status: publish ? 'published' : 'draft' },
      draft: !publish,
      depth: 0,
      user,
      overrideAccess: false,
      req: { transactionID },
    })
}

/**
 * Applies a mapped JSON Resume (or, with `dryRun`, reports what applying it would do), in one
 * transaction: everything or nothing. Records arrive as drafts unless `publish`; a record an
 * earlier import made (its `importKey`) is updated when the file says otherwise; one the owner
 * wrote is never touched. First, `ImportRefused` naming each entry whose fields the contract
 * refuses.
 */
export const applyJsonResume = async (
  payload: Payload,
  mapped: MappedResume,
  options: Options,
): Promise<ImportReport> => {
  const problems = inputProblems(mapped)
  if (Object.keys(problems).length > 0) throw new ImportRefused(problems)
  const report: ImportReport = {
    created: counts(),
    updated: counts(),
    skipped: [...mapped.skipped],
  }
  await runInTransaction(payload, async (transactionID) => {
    if (mapped.personalInfo)
      await importPersonalInfo(payload, mapped.personalInfo, report, options, transactionID)
    for (const collection of COLLECTIONS)
      await importCollection(
        payload,
        collection,
        mapped.records[collection],
        report,
        options,
        transactionID,
      )
  })
  return report
}
