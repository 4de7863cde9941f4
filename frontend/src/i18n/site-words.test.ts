import { describe, expect, it } from 'vitest'

import { ar as arFrame } from './ar'
import { words as arSkills } from './ar/skills'
import { de } from './de'
import { type Catalogue, en } from './en'
import { es as esFrame } from './es'
import { words as esSkills } from './es/skills'
import { fr as frFrame } from './fr'
import { words as frSkills } from './fr/skills'
import { createSiteWords } from './site-words'

// The frame's words and the Skills page's, which these examples use.
const ar = { ...arFrame, ...arSkills }
const es = { ...esFrame, ...esSkills }
const fr = { ...frFrame, ...frSkills }

/** No browser preference: dates and numbers follow the page language alone. */
const words = (language: string, catalogue: Partial<Catalogue>) =>
  createSiteWords(language, catalogue, en, [])

describe('plural forms', () => {
  it('English: 1 skill, 0 and 2 skills', () => {
    const { t } = words('en', en)
    expect(t('skills.showing', { count: 1 })).toBe('Showing 1 skill')
    expect(t('skills.showing', { count: 2 })).toBe('Showing 2 skills')
    expect(t('skills.showing', { count: 0 })).toBe('Showing 0 skills')
  })

  it('Arabic: 0, 1, 2, 3, 11 and 100 pick zero, one, two, few, many and other', () => {
    const forms = { zero: 'z', one: 'o', two: 't', few: 'f', many: 'm', other: 'x' }
    const { t } = words('ar', { ...ar, 'skills.showing': forms })
    expect([0, 1, 2, 3, 11, 100].map((count) => t('skills.showing', { count }))).toEqual([
      'z',
      'o',
      't',
      'f',
      'm',
      'x',
    ])
    // The real words, with the count written the Arabic way.
    const arabic = words('ar', ar)
    const n = (value: number) => new Intl.NumberFormat('ar').format(value)
    expect(arabic.t('skills.showing', { count: 2 })).toBe('عرض مهارتين')
    expect(arabic.t('skills.showing', { count: 3 })).toBe(`عرض ${n(3)} مهارات`)
    expect(arabic.t('skills.showing', { count: 11 })).toBe(`عرض ${n(11)} مهارةً`)
    expect(arabic.t('skills.showing', { count: 100 })).toBe(`عرض ${n(100)} مهارة`)
  })

  it('French: 0 and 1 are singular, 2 plural', () => {
    const { t } = words('fr', fr)
    expect(t('skills.showing', { count: 0 })).toBe('0 compétence affichée')
    expect(t('skills.showing', { count: 1 })).toBe('1 compétence affichée')
    expect(t('skills.showing', { count: 2 })).toBe('2 compétences affichées')
  })
})

describe('placeholders', () => {
  it('fills {name} placeholders, numbers in the language format', () => {
    expect(words('en', en).t('gallery.slide', { current: 2, total: 5 })).toBe('2 of 5')
    expect(words('es', es).t('skills.proficiency', { name: 'React' })).toBe('Dominio de React')
    expect(words('de', de).t('projects.cardMore', { count: 1234 })).toBe('+1.234 weitere')
    expect(words('en', en).t('projects.cardMore', { count: 1234 })).toBe('+1,234 more')
  })

  it('leaves a placeholder without a value as it is', () => {
    expect(words('en', en).t('gallery.slide', { current: 2 })).toBe('2 of {total}')
  })
})

describe('falling back to English', () => {
  it('says a key the language lacks in English, with English plural rules', () => {
    const { 'skills.viewAll': _viewAll, 'skills.showing': _showing, ...partial } = ar
    const { t } = words('ar', partial)
    expect(t('skills.viewAll')).toBe('View all skills')
    expect(t('skills.showing', { count: 1 })).toBe('Showing 1 skill')
    expect(t('skills.showing', { count: 2 })).toBe('Showing 2 skills')
    expect(t('skills.emptyTitle')).toBe(ar['skills.emptyTitle'])
    // French rules would call 0 singular: the English message keeps English rules.
    const { 'skills.showing': _french, ...frenchPartial } = fr
    expect(words('fr', frenchPartial).t('skills.showing', { count: 0 })).toBe('Showing 0 skills')
  })
})

describe('dates and numbers', () => {
  const march1 = new Date(2023, 2, 1)

  it('writes dates with Intl for the language', () => {
    expect(words('es', es).formatDate('2023-03-01')).toBe('1/3/2023')
    expect(words('es', es).formatDate('2023-03-01')).toBe(
      new Intl.DateTimeFormat('es').format(march1),
    )
    const arabic = words('ar', ar).formatDate('2023-03-01')
    expect(arabic).toBe(new Intl.DateTimeFormat('ar').format(march1))
    expect(arabic).not.toBe(words('en', en).formatDate('2023-03-01'))
  })

  it("keeps the visitor's own variant of the page language, as the English site always did", () => {
    expect(createSiteWords('en', en, en, ['en-GB']).formatDate('2023-03-01')).toBe('01/03/2023')
    expect(createSiteWords('en', en, en, ['en-US']).formatDate('2023-03-01')).toBe('3/1/2023')
    // A German browser on the Spanish page: Spanish dates.
    expect(createSiteWords('es', es, en, ['de-DE']).formatDate('2023-03-01')).toBe('1/3/2023')
  })

  it('writes numbers with Intl for the language', () => {
    expect(words('de', de).formatNumber(1234.5)).toBe('1.234,5')
    expect(words('en', en).formatNumber(0.85, { style: 'percent' })).toBe('85%')
    expect(words('ar', ar).formatNumber(1234.5)).toBe(new Intl.NumberFormat('ar').format(1234.5))
  })
})
