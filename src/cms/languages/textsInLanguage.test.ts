import type { FlattenedField } from 'payload'
import { describe, expect, it } from 'vitest'

import { textsInLanguage, untranslatedOf } from './textsInLanguage'

const fields = [
  { name: 'title', type: 'text', localized: true },
  { name: 'slug', type: 'text' },
  {
    name: 'features',
    type: 'array',
    flattenedFields: [{ name: 'text', type: 'textarea', localized: true }],
  },
] as unknown as FlattenedField[]

const stored = {
  id: 7,
  title: { en: 'Shop Engine', es: 'Motor de tienda' },
  slug: 'shop-engine',
  features: [
    { id: 'a', text: { en: 'Fast checkout', es: 'Pago rápido' } },
    { id: 'b', text: { en: 'Gift cards', es: '' } },
  ],
}

describe('textsInLanguage', () => {
  it("picks the language's own texts, in arrays too, and leaves other fields alone", () => {
    const doc = textsInLanguage(fields, stored, { locale: 'es', fallback: 'en' })
    // As it is answered: JSON leaves out the list of untranslated fields (a symbol).
    expect(JSON.parse(JSON.stringify(doc))).toEqual({
      id: 7,
      title: 'Motor de tienda',
      slug: 'shop-engine',
      features: [
        { id: 'a', text: 'Pago rápido' },
        { id: 'b', text: 'Gift cards' },
      ],
    })
  })

  it('falls back to the default language where a text has no translation', () => {
    const doc = textsInLanguage(fields, stored, { locale: 'ar', fallback: 'en' })
    expect(doc.title).toBe('Shop Engine')
  })

  it('then falls back to the first language, for a site whose default became another one', () => {
    const doc = textsInLanguage(fields, { title: { en: 'Shop' } }, { locale: 'ar', fallback: 'es' })
    expect(doc.title).toBe('Shop')
  })

  it('answers null when no language has the text', () => {
    const doc = textsInLanguage(fields, { title: { fr: 'Seul' } }, { locale: 'ar', fallback: 'en' })
    expect(doc.title).toBeNull()
  })

  it('lists the fields shown in another language, an array when any of its rows is', () => {
    expect(
      untranslatedOf(textsInLanguage(fields, stored, { locale: 'es', fallback: 'en' })),
    ).toEqual({ features: 'en' })
    expect(
      untranslatedOf(textsInLanguage(fields, stored, { locale: 'ar', fallback: 'en' })),
    ).toEqual({ title: 'en', features: 'en' })
    const secondDefault = textsInLanguage(
      fields,
      { title: { en: 'Shop' } },
      { locale: 'ar', fallback: 'es' },
    )
    expect(untranslatedOf(secondDefault)).toEqual({ title: 'en' })
  })

  it('lists nothing when every text is in the language asked for, or in none', () => {
    expect(
      untranslatedOf(textsInLanguage(fields, stored, { locale: 'en', fallback: 'en' })),
    ).toEqual({})
    expect(
      untranslatedOf(
        textsInLanguage(fields, { title: { fr: 'Seul' } }, { locale: 'ar', fallback: 'en' }),
      ),
    ).toEqual({})
  })
})
