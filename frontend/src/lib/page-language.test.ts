import { describe, expect, it } from 'vitest'

import { pathsIn } from '@/config/paths'
import { addressIn, ENGLISH_ONLY, pageLanguageOf } from './page-language'
import { THREE_LANGUAGES as site } from './testing'

describe('the language of an address', () => {
  it('is the default language, with no ?locale=, for the plain paths', () => {
    expect(pageLanguageOf('/projects/2', site)).toMatchObject({
      language: 'en',
      dir: 'ltr',
      pagePath: '/projects/2',
      locale: undefined,
    })
  })

  it('is an enabled language for its prefix, the page path being the rest', () => {
    expect(pageLanguageOf('/es/projects/2', site)).toMatchObject({
      language: 'es',
      pagePath: '/projects/2',
      locale: 'es',
    })
    expect(pageLanguageOf('/es', site).pagePath).toBe('/')
    expect(pageLanguageOf('/es/', site).pagePath).toBe('/')
  })

  it('is right to left for Arabic, left to right for the others', () => {
    expect(pageLanguageOf('/ar/about', site).dir).toBe('rtl')
    expect(pageLanguageOf('/es/about', site).dir).toBe('ltr')
    expect(pageLanguageOf('/about', site).dir).toBe('ltr')
  })

  it("keeps a prefix the site does not have (or the default's) in the path, which no page has", () => {
    expect(pageLanguageOf('/fr/projects', site)).toMatchObject({
      language: 'en',
      pagePath: '/fr/projects',
    })
    expect(pageLanguageOf('/en/projects', site).pagePath).toBe('/en/projects')
    expect(pageLanguageOf('/es/projects', ENGLISH_ONLY).pagePath).toBe('/es/projects')
  })

  it('follows the default language when it is not English', () => {
    const spanishFirst = { ...site, default: 'es' }
    expect(pageLanguageOf('/', spanishFirst)).toMatchObject({ language: 'es', locale: undefined })
    expect(pageLanguageOf('/en/skills', spanishFirst)).toMatchObject({
      language: 'en',
      pagePath: '/skills',
      locale: 'en',
    })
  })
})

describe('links in a language', () => {
  it('put the language code in front of every page address but the default language’s', () => {
    expect(pathsIn('es', 'en')).toMatchObject({
      home: '/es',
      skills: '/es/skills',
      projects: '/es/projects',
      about: '/es/about',
      contact: '/es/contact',
    })
    expect(pathsIn('es', 'en').project(2)).toBe('/es/projects/2')
    expect(pathsIn('en', 'en').home).toBe('/')
    expect(pathsIn('en', 'en').project(2)).toBe('/projects/2')
  })

  it('keep the visitor on the same page in another language', () => {
    expect(addressIn('/projects/2', 'ar', site)).toBe('/ar/projects/2')
    expect(addressIn('/', 'en', site)).toBe('/')
  })
})
