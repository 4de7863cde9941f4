import { describe, expect, it } from 'vitest'

import { defaultPersonalInfo } from '../sampleData/defaultPersonalInfo'
import { fillHeadWord, headWordsIn, headWordsWith } from './headWords'
import { projectSocialCard, pageSocialCard } from './socialCard'

const LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'ar']
const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort()

describe('the head words', () => {
  it.each(LANGUAGES)('%s has every word, each with the English placeholders', (code) => {
    const english = headWordsIn('en')
    const words = headWordsIn(code)
    for (const [key, text] of Object.entries(words)) {
      expect(text.trim(), `${code} ${key}`).not.toBe('')
      expect(placeholders(text), `${code} ${key}`).toEqual(
        placeholders(english[key as keyof typeof english]),
      )
    }
  })

  it("falls back to the site's default language, then English", () => {
    expect(headWordsIn('es-MX').contactTitle).toBe('Contacto')
    expect(headWordsIn('it', 'de').contactTitle).toBe('Kontakt')
    expect(headWordsIn('it', 'en').contactTitle).toBe('Contact')
    expect(headWordsIn('it', 'ja').contactTitle).toBe('Contact')
    expect(headWordsIn().contactTitle).toBe('Contact')
  })

  it("puts the owner's head words for the page's language over the site's", () => {
    const italian = headWordsWith(
      { 'head.projectsTitle': 'Progetti', 'head.contactTitle': ' ', 'skills.viewAll': 'Tutte' },
      'it',
      'en',
    )
    expect(italian.projectsTitle).toBe('Progetti')
    // An empty word is no word: the fallback stays.
    expect(italian.contactTitle).toBe('Contact')
    expect(headWordsWith({ 'head.skillsTitle': 'Mis habilidades' }, 'es').skillsTitle).toBe(
      'Mis habilidades',
    )
    expect(headWordsWith(undefined, 'es')).toBe(headWordsIn('es'))
  })

  it("fills in the owner's name, title and location", () => {
    const owner = { name: 'Riley Okafor', title: 'Staff Engineer', location: 'Cairo' }
    expect(fillHeadWord(headWordsIn('ar').aboutDescription, owner)).toMatch(
      /^Riley Okafor، Staff Engineer في Cairo:/,
    )
  })

  it("labels a card in its language's words", () => {
    const arabic = headWordsIn('ar')
    expect(pageSocialCard('skills', defaultPersonalInfo, 'ar', arabic).kicker).toBe(
      'المهارات والخبرات',
    )
    const project = { id: 3, title: 'x', category: '', technologies: [] }
    expect(projectSocialCard(project, defaultPersonalInfo, 'es', headWordsIn('es')).kicker).toBe(
      'Proyecto',
    )
  })
})
