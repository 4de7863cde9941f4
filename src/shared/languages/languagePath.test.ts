import { describe, expect, it } from 'vitest'

import { pathInLanguage, splitLanguagePath } from './languagePath'

describe('splitLanguagePath', () => {
  it('takes a catalogue code off the front', () => {
    expect(splitLanguagePath('/es/projects/2')).toEqual({ language: 'es', pagePath: '/projects/2' })
    expect(splitLanguagePath('/ar')).toEqual({ language: 'ar', pagePath: '/' })
    expect(splitLanguagePath('/ar/')).toEqual({ language: 'ar', pagePath: '/' })
    expect(splitLanguagePath('/fil/about')).toEqual({ language: 'fil', pagePath: '/about' })
  })

  it('leaves the default language’s paths and other segments alone', () => {
    expect(splitLanguagePath('/projects/2')).toEqual({ language: null, pagePath: '/projects/2' })
    expect(splitLanguagePath('/')).toEqual({ language: null, pagePath: '/' })
    expect(splitLanguagePath('/xx/about')).toEqual({ language: null, pagePath: '/xx/about' })
    expect(splitLanguagePath('/espanol')).toEqual({ language: null, pagePath: '/espanol' })
  })
})

describe('pathInLanguage', () => {
  it('prefixes every language but the default one', () => {
    expect(pathInLanguage('/projects/2', 'es', 'en')).toBe('/es/projects/2')
    expect(pathInLanguage('/', 'ar', 'en')).toBe('/ar')
    expect(pathInLanguage('/about', 'en', 'en')).toBe('/about')
  })
})
