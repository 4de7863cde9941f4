/**
 * A message with a count: one text per plural category the language uses (`Intl.PluralRules`).
 * `other` is always there; English needs `one` besides, Arabic all six.
 */
export type PluralMessage = { other: string } & Partial<
  Record<'zero' | 'one' | 'two' | 'few' | 'many', string>
>

/** Messages by key: a text with `{name}` placeholders, or plural forms picked by `{count}`. */
export type Messages = Readonly<Record<string, string | PluralMessage>>
