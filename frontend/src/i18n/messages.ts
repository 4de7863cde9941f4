import type { WordsPart } from '@shared/languages/bundledWords'

/**
 * A message with a count: one text per plural category the language uses (`Intl.PluralRules`).
 * `other` is always there; English needs `one` besides, Arabic all six.
 */
export type PluralMessage = { other: string } & Partial<
  Record<'zero' | 'one' | 'two' | 'few' | 'many', string>
>

/** Messages by key: a text with `{name}` placeholders, or plural forms picked by `{count}`. */
export type Messages = Readonly<Record<string, string | PluralMessage>>

/** Where a language's page parts are (`es/skills.ts`): each one's chunk, fetched on demand. */
export type WordsPartLoaders = Record<WordsPart, () => Promise<Messages>>

/** A language's page parts from `import.meta.glob('./es/*.ts')`, by part name (the file's). */
export const wordsPartLoaders = (glob: Record<string, () => Promise<Messages>>): WordsPartLoaders =>
  Object.fromEntries(
    Object.entries(glob).map(([file, load]) => [file.replace(/^.*\/|\.ts$/g, ''), load]),
  ) as WordsPartLoaders
