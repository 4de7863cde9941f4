import { describe, expect, it } from 'vitest'

import type { SiteText } from '../../shared/payload-types'
import { defaultSiteTexts } from '../../shared/siteTexts'
import { serializeSiteTexts } from './serializeSiteTexts'

describe('serializeSiteTexts', () => {
  it('answers the defaults (the spec texts) until the owner has published', () => {
    expect(serializeSiteTexts(null)).toEqual(defaultSiteTexts)
    expect(defaultSiteTexts.contact.responseTitle).toBe('Quick Response')
    expect(defaultSiteTexts.home.techStack).toEqual([
      'MongoDB',
      'Node.js',
      'React',
      'NestJS',
      'Git',
      'TypeScript',
    ])
  })

  it("answers the owner's texts, each missing or blank one at its default", () => {
    const doc = {
      home: { ...defaultSiteTexts.home, ctaTitle: 'Build with me', ctaText: '  ', techStack: [] },
      footer: { quote: 'Ship it.' },
    } as unknown as SiteText
    const texts = serializeSiteTexts(doc)
    expect(texts.home.ctaTitle).toBe('Build with me')
    expect(texts.home.ctaText).toBe(defaultSiteTexts.home.ctaText)
    expect(texts.home.techStack).toEqual(defaultSiteTexts.home.techStack)
    expect(texts.footer).toEqual({ ...defaultSiteTexts.footer, quote: 'Ship it.' })
    expect(texts.about).toEqual(defaultSiteTexts.about)
  })

  it('names, by page, the texts it shows in another language than the one read', () => {
    const italian = serializeSiteTexts(
      { home: { ctaTitle: 'Costruiamo qualcosa' } } as unknown as SiteText,
      { locale: 'it', fallback: 'en' },
    )
    // A default is English; the owner's text read in Italian is Italian.
    expect(italian.home.untranslated).toMatchObject({ greeting: 'en', ctaText: 'en' })
    expect(italian.home.untranslated).not.toHaveProperty('ctaTitle')
    // Only texts are in a language: a list of names or a number is not marked.
    expect(italian.home.untranslated).not.toHaveProperty('techStack')
    expect(italian.home.untranslated).not.toHaveProperty('techStackProjectCount')
    expect(serializeSiteTexts(null).home).not.toHaveProperty('untranslated')
  })

  it('answers the defaults in the language read, and the owner’s text over them', () => {
    const spanish = { locale: 'es', fallback: 'en' }
    expect(serializeSiteTexts(null, spanish).home.techStackTitle).toBe('Stack tecnológico')
    // What a Spanish read of a global gives: the owner's English where Spanish has none.
    const doc = { home: { techStackTitle: 'My Stack', greeting: null } } as unknown as SiteText
    const texts = serializeSiteTexts(doc, spanish)
    expect(texts.home.techStackTitle).toBe('My Stack')
    expect(texts.home.greeting).toBe('Hola, soy')
    expect(serializeSiteTexts(null, { locale: 'it', fallback: 'ar' }).home.greeting).toBe(
      'مرحبًا، أنا',
    )
  })
})
