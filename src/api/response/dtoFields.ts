import { z } from 'zod'

/**
 * One field of a contract DTO: its schema (the OpenAPI document's), the document columns it is
 * read from (its own name unless `from` says otherwise) and how its value is made from the
 * document (the column as stored unless `value` says otherwise). `undefined` leaves the field out.
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

type Fields<Doc, Dto> = { [Name in keyof Dto]-?: DtoField<Doc, Dto[Name]> }

const column = (doc: unknown, name: string): unknown => (doc as Record<string, unknown>)[name]

/**
 * The schema, the columns to select and the serialiser of a DTO, from one statement of its
 * fields (in the answer's order), so a field added to the answer is selected and documented by
 * the same line that serialises it.
 */
export const dtoStatement = <Doc, Dto>(fields: Fields<Doc, Dto>): DtoStatement<Doc, Dto> => {
  const entries = Object.entries(fields) as [string, DtoField<Doc, unknown>][]
  return {
    schema: z.object(
      Object.fromEntries(entries.map(([name, field]) => [name, field.schema])),
    ) as unknown as z.ZodType<Dto>,
    select: Object.fromEntries(
      entries.flatMap(([name, field]) => (field.from ?? [name]).map((from) => [from, true])),
    ) as Record<string, true>,
    serialise: (doc) =>
      Object.fromEntries(
        entries.flatMap(([name, field]) => {
          const value = field.value ? field.value(doc, name) : column(doc, name)
          return value === undefined ? [] : [[name, value]]
        }),
      ) as Dto,
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
