import { z } from 'zod'

import { untranslatedOf } from '../cms/languages/textsInLanguage'

/** One DTO field: its schema, its columns (`from`, else its name) and its `value` (else stored). */
type DtoField<Doc, Value> = {
  schema: z.ZodType<Value>
  from?: readonly (keyof Doc & string)[]
  value?: (doc: Doc, name: string) => Value
}

/** A resource's answer stated once, field by field: its schema, its `select` and its serialiser. */
export type DtoStatement<Doc, Dto> = {
  schema: z.ZodType<Dto>
  /** Payload's `select`: every column a field is read from. */
  select: Record<string, true>
  serialise: (doc: Doc) => Dto
}

/** Every field of the DTO but `untranslated`, which every statement adds. */
type Fields<Doc, Dto> = {
  [Name in Exclude<keyof Dto, typeof UNTRANSLATED_FIELD>]-?: DtoField<Doc, Dto[Name]>
}

/** Names the texts shown in another language (untranslated), so a page can mark their `lang`. */
const UNTRANSLATED_FIELD = 'untranslated'

export const untranslatedSchema = z
  .record(z.string(), z.string())
  .optional()
  .describe(
    'Fields whose text is shown in another language than the one asked for, because it has no ' +
      'translation yet: field → the language code of the text shown. Absent when there are none.',
  )

const column = (doc: unknown, name: string): unknown => (doc as Record<string, unknown>)[name]

/** A DTO's schema, `select` and serialiser from one statement, so one line adds a field to all. */
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

/** An optional text: '' when unset; read `from` another column (a rich text's plain mirror). */
export const textOrEmpty = <Column extends string = never>(
  schema: z.ZodType<string> = z.string(),
  from?: Column,
) => ({
  schema,
  from: from === undefined ? undefined : [from],
  value: (doc: unknown, name: string) =>
    (column(doc, from ?? name) as string | null | undefined) ?? '',
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
