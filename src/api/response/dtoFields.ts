import { z } from 'zod'

import { untranslatedOf } from '../../cms/languages/textsInLanguage'

/**
 * One field of a contract DTO: its schema, the columns it is read from (its own name by default)
 * and its value (the column as stored by default; `undefined` leaves the field out).
 */
type DtoField<Doc, Value> = {
  schema: z.ZodType<Value>
  from?: readonly (keyof Doc & string)[]
  value?: (doc: Doc, name: string) => Value
}

/** A resource's answer stated once, field by field: its schema, its `select` and its serialiser. */
type DtoStatement<Doc, Dto> = {
  schema: z.ZodType<Dto>
  /** Payload's `select`: every column a field is read from. */
  select: Record<string, true>
  serialise: (doc: Doc) => Dto
}

/** Every field of the DTO but `untranslated`, which every statement adds. */
type Fields<Doc, Dto> = {
  [Name in Exclude<keyof Dto, typeof UNTRANSLATED_FIELD>]-?: DtoField<Doc, Dto[Name]>
}

/**
 * The DTO field that names the texts of an answer shown in another language than the one asked
 * for (their translation is missing), so a page can mark them with their own `lang`.
 */
const UNTRANSLATED_FIELD = 'untranslated'

export const untranslatedSchema = z
  .record(z.string(), z.string())
  .optional()
  .describe(
    'Fields whose text is shown in another language than the one asked for, because it has no ' +
      'translation yet: field → the language code of the text shown. Absent when there are none.',
  )

const column = (doc: unknown, name: string): unknown => (doc as Record<string, unknown>)[name]

/**
 * The schema, `select` and serialiser of a DTO from one statement of its fields, in the answer's
 * order: the line that serialises a field also selects and documents it.
 */
export const dtoStatement = <Doc, Dto>(fields: Fields<Doc, Dto>): DtoStatement<Doc, Dto> => {
  const entries = Object.entries(fields) as [string, DtoField<Doc, unknown>][]
  const columnsOf = ([name, field]: [string, DtoField<Doc, unknown>]) => field.from ?? [name]
  /** The DTO fields made from a column shown in another language, with that language. */
  const untranslated = (doc: Doc): [string, Record<string, string>][] => {
    const shownIn = untranslatedOf(doc)
    if (Object.keys(shownIn).length === 0) return []
    const fieldsShown = entries.flatMap((entry) => {
      const code = columnsOf(entry)
        .map((from) => shownIn[from])
        .find(Boolean)
      return code ? [[entry[0], code] as const] : []
    })
    return fieldsShown.length > 0 ? [[UNTRANSLATED_FIELD, Object.fromEntries(fieldsShown)]] : []
  }
  return {
    schema: z.object({
      ...Object.fromEntries(entries.map(([name, field]) => [name, field.schema])),
      [UNTRANSLATED_FIELD]: untranslatedSchema,
    }) as unknown as z.ZodType<Dto>,
    select: Object.fromEntries(
      entries.flatMap((entry) => columnsOf(entry).map((from) => [from, true])),
    ) as Record<string, true>,
    // A plain loop: it runs for every record of every uncached read.
    serialise: (doc) => {
      const dto: Record<string, unknown> = {}
      for (const [name, field] of entries) {
        const value = field.value ? field.value(doc, name) : column(doc, name)
        if (value !== undefined) dto[name] = value
      }
      for (const [name, value] of untranslated(doc)) dto[name] = value
      return dto as Dto
    },
  }
}

/** The column as stored (ids, required texts, numbers, timestamps). */
export const stored = <T>(schema: z.ZodType<T>) => ({ schema })

/** An optional text: '' when unset. */
export const textOrEmpty = (schema: z.ZodType<string> = z.string()) => ({
  schema,
  value: (doc: unknown, name: string) => (column(doc, name) as string | null | undefined) ?? '',
})

/** An optional value: null when unset. */
export const orNull = <T>(schema: z.ZodType<T | null>) => ({
  schema,
  value: (doc: unknown, name: string) => (column(doc, name) as T | null | undefined) ?? null,
})

/** A list of texts: [] when unset. */
export const listOrEmpty = (schema: z.ZodType<string[]> = z.array(z.string())) => ({
  schema,
  value: (doc: unknown, name: string) => (column(doc, name) as string[] | null | undefined) ?? [],
})

/** A checkbox: false when unset. */
export const flag = (schema: z.ZodType<boolean> = z.boolean()) => ({
  schema,
  value: (doc: unknown, name: string) => Boolean(column(doc, name)),
})
