import type { FlattenedField } from 'payload'
import { describe, expect, it } from 'vitest'

import { missingTranslations } from './missingTranslations'

const fields = [
  { name: 'title', type: 'text', localized: true },
  { name: 'myRole', type: 'text', localized: true },
  { name: 'slug', type: 'text' },
  { name: 'titleText', type: 'text', localized: true, admin: { hidden: true } },
  {
    name: 'features',
    type: 'array',
    label: 'Features',
    flattenedFields: [{ name: 'text', type: 'textarea', localized: true }],
  },
] as unknown as FlattenedField[]

describe('missingTranslations', () => {
  it('names each text the default language has and a language lacks, list items by place', () => {
    const doc = {
      title: { en: 'Shop', es: 'Tienda', ar: '' },
      myRole: { en: 'Lead' },
      slug: 'shop',
      titleText: { en: 'Shop' },
      features: [{ text: { en: 'Fast', es: 'Rápido' } }, { text: { en: 'Cheap' } }],
    }
    expect(missingTranslations(fields, doc, ['es', 'ar'], 'en')).toEqual({
      es: ['My role', 'Features 2'],
      ar: ['Title', 'My role', 'Features 1', 'Features 2'],
    })
  })

  it('does not count a text the default language has not written either', () => {
    const doc = { title: { en: 'Shop', es: 'Tienda' }, myRole: { es: 'Jefe' } }
    expect(missingTranslations(fields, doc, ['es'], 'en')).toEqual({ es: [] })
  })
})
