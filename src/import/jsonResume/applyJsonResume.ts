import type { Payload } from 'payload'
import type { z } from 'zod'

import { educationRecord } from '../../records/educationRecord'
import { experienceRecord } from '../../records/experienceRecord'
import { interestRecord } from '../../records/interestRecord'
import { personalInfoUpdateSchema } from '../../records/personalInfoSchemas'
import { projectRecord } from '../../records/projectRecord'
import type { RecordShape } from '../../records/recordShape'
import { skillRecord } from '../../records/skillRecord'
import { serializePersonalInfo } from '../../records/serializePersonalInfo'
import { defaultPersonalInfo } from '../../shared/sampleData/defaultPersonalInfo'
import { sameEntry, sameValue } from '../../shared/recordIdentity'
import { runInTransaction } from '../../platform/db/runInTransaction'
import { findLatestVersions } from '../../cms/versions/findLatestVersions'
import type { TransactionId } from '../../platform/db/transactionSql'
import type { PersonalInfo, User } from '../../shared/payload-types'
import type {
  FieldSources,
  ImportCollection,
  ImportedRecord,
  MappedResume,
  Skipped,
} from './mapJsonResume'

export type ImportReport = {
  created: Record<ImportKind, number>
  updated: Record<ImportKind, number>
  skipped: Skipped[]
}

type ImportKind = 'personalInfo' | ImportCollection

/** Problems by entry (`work.0`); the import changed nothing. */
export class ImportRefused extends Error {
  constructor(readonly problems: Record<string, string>) {
    super('The JSON Resume cannot be imported: nothing was changed.')
    this.name = 'ImportRefused'
  }
}

/** In the order the import writes them. */
const RECORDS: Record<ImportCollection, RecordShape<never, unknown>> = {
  experiences: experienceRecord,
  education: educationRecord,
  skills: skillRecord,
  projects: projectRecord,
  interests: interestRecord,
}
const COLLECTIONS = Object.keys(RECORDS) as ImportCollection[]

const counts = (): Record<ImportKind, number> => ({
  personalInfo: 0,
  experiences: 0,
  education: 0,
  skills: 0,
  projects: 0,
  interests: 0,
})

/** A refused field the entry can do without is skipped; any other problem refuses the entry. */
const fitInputs = (mapped: MappedResume, skipped: Skipped[]): Record<string, string> => {
  const problems: Record<string, string> = {}
  const fit = (
    schema: z.ZodType,
    entry: { path: string; input: Record<string, unknown> } & Sourced,
  ) => {
    const read = schema.safeParse(entry.input)
    if (read.success) return
    const refused = new Set(read.error.issues.map((issue) => String(issue.path[0])))
    const rest = Object.fromEntries(
      Object.entries(entry.input).filter(([field]) => !refused.has(field)),
    )
    if (schema.safeParse(rest).success) {
      for (const issue of read.error.issues) {
        const field = String(issue.path[0])
        skipped.push({
          path: entry.from[field] ?? `${entry.path}.${field}`,
          reason: `${issue.message} The rest of ${entry.path} is imported.`,
        })
      }
      entry.input = rest
      return
    }
    problems[entry.path.replace(/\[(\d+)\]/g, '.$1')] = read.error.issues
      .map((issue) => `${entry.path}, ${issue.path.join('.')}: ${issue.message}`)
      .join(' ')
  }
  if (mapped.personalInfo) fit(personalInfoUpdateSchema, mapped.personalInfo)
  for (const collection of COLLECTIONS)
    for (const record of mapped.records[collection]) fit(RECORDS[collection].schemas.create, record)
  return problems
}

type Sourced = { from: FieldSources }
type Options = { dryRun: boolean; publish: boolean; user: User }
type Fields = Record<string, unknown>

const unset = (value: unknown) =>
  value == null || value === '' || (Array.isArray(value) && value.length === 0)
const exactly = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** Only a field still as the last import left it, empty or built-in; the rest is the owner's. */
const reconcile = (
  input: Fields,
  current: Fields,
  importedAs: Fields | null,
  untouched: Fields = {},
) => {
  const changes: Fields = {}
  const kept: string[] = []
  const next: Fields = { ...importedAs }
  for (const [field, value] of Object.entries(input)) {
    if (sameValue(value, current[field])) next[field] = value
    else if (
      importedAs && field in importedAs
        ? exactly(importedAs[field], current[field])
        : unset(current[field]) || exactly(untouched[field], current[field])
    ) {
      changes[field] = value
      next[field] = value
    } else kept.push(field)
  }
  return { changes, kept, importedAs: next }
}

const reportKept = (
  report: ImportReport,
  entry: { path: string } & Sourced,
  kept: string[],
  noun: string,
) => {
  for (const path of new Set(kept.map((field) => entry.from[field] ?? entry.path)))
    report.skipped.push({
      path,
      reason: `you changed the ${noun}'s ${kept
        .filter((field) => (entry.from[field] ?? entry.path) === path)
        .join(' and ')} since it was imported; an import never changes what you wrote`,
    })
}

const asFields = (value: unknown): Fields | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : null

const importCollection = async (
  payload: Payload,
  collection: ImportCollection,
  records: ImportedRecord[],
  report: ImportReport,
  { dryRun, publish, user }: Options,
  transactionID: TransactionId,
) => {
  if (records.length === 0) return
  const shape = RECORDS[collection]
  const docs = await findLatestVersions(payload, collection, { transactionID })
  const imported = new Map(
    docs.filter((doc) => doc.importKey).map((doc) => [doc.importKey as string, doc]),
  )
  const owners = docs.filter((doc) => !doc.importKey)
  const status = { _status: publish ? 'published' : 'draft' } as const
  const write = { draft: !publish, depth: 0, user, overrideAccess: false, req: { transactionID } }
  for (const record of records) {
    const parsed = shape.schemas.create.parse(record.input) as Fields
    const existing = imported.get(record.key)
    if (existing) {
      if (existing.deleted) {
        report.skipped.push({
          path: record.path,
          reason: `you deleted the ${shape.noun} this entry made; restore it to import into it`,
        })
        continue
      }
      const current = shape.serialise(existing as never) as Fields
      const { changes, kept, importedAs } = reconcile(
        parsed,
        current,
        asFields(existing.importedAs),
      )
      reportKept(report, record, kept, shape.noun)
      if (Object.keys(changes).length === 0) continue
      report.updated[collection] += 1
      if (!dryRun)
        await payload.update({
          collection,
          id: existing.id,
          data: {
            ...(shape.toData?.(changes as never, existing as never) ?? changes),
            importedAs,
            ...status,
          },
          ...write,
        })
      continue
    }
    const own = owners.find((doc) => sameEntry(collection, doc as unknown as Fields, parsed))
    if (own) {
      report.skipped.push({
        path: record.path,
        reason: `the same ${shape.noun} is yours (id ${own.id}); an import never changes what you wrote`,
      })
      continue
    }
    report.created[collection] += 1
    if (!dryRun)
      await payload.create({
        collection,
        data: {
          ...(shape.toData?.(parsed as never) ?? parsed),
          importKey: record.key,
          importedAs: parsed,
          deleted: false,
          ...status,
        } as never,
        ...write,
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
  if (neverSaved && (!mapped.input.name || !mapped.input.title)) {
    report.skipped.push({
      path: mapped.path,
      reason: 'the profile is new: the file must give its name and label',
    })
    return
  }
  const { changes, kept, importedAs } = neverSaved
    ? { changes: mapped.input, kept: [], importedAs: mapped.input }
    : reconcile(
        mapped.input,
        serializePersonalInfo(stored) as unknown as Fields,
        asFields(stored.importedAs),
        defaultPersonalInfo as unknown as Fields,
      )
  reportKept(report, mapped, kept, 'profile')
  if (Object.keys(changes).length === 0) return
  report[neverSaved ? 'created' : 'updated'].personalInfo += 1
  if (!dryRun)
    await payload.updateGlobal({
      slug: 'personal-info',
      data: { ...changes, importedAs, _status: publish ? 'published' : 'draft' },
      draft: !publish,
      depth: 0,
      user,
      overrideAccess: false,
      req: { transactionID },
    })
}

/** In one transaction; a record the owner wrote is never updated (ADR 0035). */
export const applyJsonResume = async (
  payload: Payload,
  mapped: MappedResume,
  options: Options,
): Promise<ImportReport> => {
  const skipped = [...mapped.skipped]
  const problems = fitInputs(mapped, skipped)
  if (Object.keys(problems).length > 0) throw new ImportRefused(problems)
  const report: ImportReport = { created: counts(), updated: counts(), skipped }
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
