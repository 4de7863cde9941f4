import type { FlattenedField } from 'payload'

const labelOf = (field: FlattenedField): string => {
  if ('label' in field && typeof field.label === 'string') return field.label
  const words = field.name.replace(/([A-Z])/g, ' $1').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const hasText = (value: unknown): boolean => {
  if (value === undefined || value === null) return false
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.some(hasText)
  if (typeof value === 'object') {
    const node = value as Record<string, unknown>
    if (typeof node.text === 'string') return node.text.trim() !== ''
    return Object.values(node).some((child) => typeof child === 'object' && hasText(child))
  }
  return false
}

export const missingTranslations = (
  fields: readonly FlattenedField[],
  doc: unknown,
  languages: readonly string[],
  defaultLanguage: string,
): Record<string, string[]> => {
  const missing: Record<string, string[]> = Object.fromEntries(languages.map((code) => [code, []]))
  const walk = (fieldsHere: readonly FlattenedField[], data: unknown, prefix: string) => {
    if (!data || typeof data !== 'object') return
    const record = data as Record<string, unknown>
    for (const field of fieldsHere) {
      // A hidden text is kept in step by a hook (the long description's plain text).
      if ('admin' in field && field.admin && 'hidden' in field.admin && field.admin.hidden) continue
      const label = `${prefix}${labelOf(field)}`
      const value = record[field.name]
      if (field.localized) {
        const texts = (value ?? {}) as Record<string, unknown>
        if (!hasText(texts[defaultLanguage])) continue
        for (const code of languages) if (!hasText(texts[code])) missing[code]!.push(label)
      } else if (field.type === 'array' && Array.isArray(value)) {
        value.forEach((row, index) =>
          walk(field.flattenedFields, row, `${labelOf(field)} ${index + 1} `),
        )
      } else if ((field.type === 'group' || field.type === 'tab') && 'flattenedFields' in field) {
        walk(field.flattenedFields, value, prefix)
      }
    }
  }
  walk(fields, doc, '')
  // "Features 2 Text" reads as "Features 2": a list item's only text is the item.
  for (const code of languages)
    missing[code] = missing[code]!.map((label) => label.replace(/ Text$/, ''))
  return missing
}
