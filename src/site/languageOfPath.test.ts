import { describe, expect, it } from 'vitest'

import { languageOfPath } from './languageOfPath'

const site = { default: 'en' as const, enabled: ['en' as const, 'es' as const, 'ar' as const] }

describe('languageOfPath', () => {
  it('reads an enabled language’s prefix, with its direction', () => {
    expect(languageOfPath('/es/projects/2', site)).toEqual({
      code: 'es',
      dir: 'ltr',
      pagePath: '/projects/2',
    })
    expect(languageOfPath('/ar/', site)).toEqual({ code: 'ar', dir: 'rtl', pagePath: '/' })
  })

  it('gives an unprefixed path the default language', () => {
    expect(languageOfPath('/about', site)).toEqual({ code: 'en', dir: 'ltr', pagePath: '/about' })
  })

  it('sends the default language’s own prefix to the plain path', () => {
    expect(languageOfPath('/en/about', site)).toEqual({ redirectTo: '/about' })
    expect(languageOfPath('/en', site)).toEqual({ redirectTo: '/' })
  })

  it('leaves a disabled or unknown prefix in the path, which no page has', () => {
    expect(languageOfPath('/fr/about', site)).toEqual({
      code: 'en',
      dir: 'ltr',
      pagePath: '/fr/about',
    })
    expect(languageOfPath('/xx/', site)).toEqual({ code: 'en', dir: 'ltr', pagePath: '/xx/' })
  })
})
