import { describe, expect, it } from 'vitest'

import { languageOfPath } from './languageOfPath'

const site = { default: 'en' as const, enabled: ['en' as const, 'es' as const, 'ar' as const] }

describe('languageOfPath', () => {
  it.each([
    [
      'reads an enabled language’s prefix, with its direction',
      {
        '/es/projects/2': { code: 'es', dir: 'ltr', pagePath: '/projects/2' },
        '/ar/': { code: 'ar', dir: 'rtl', pagePath: '/' },
      },
    ],
    [
      'gives an unprefixed path the default language',
      { '/about': { code: 'en', dir: 'ltr', pagePath: '/about' } },
    ],
    [
      'sends the default language’s own prefix to the plain path',
      { '/en/about': { redirectTo: '/about' }, '/en': { redirectTo: '/' } },
    ],
    [
      'leaves a disabled or unknown prefix in the path, which no page has',
      {
        '/fr/about': { code: 'en', dir: 'ltr', pagePath: '/fr/about' },
        '/xx/': { code: 'en', dir: 'ltr', pagePath: '/xx/' },
      },
    ],
  ])('%s', (_behaviour, answers: Record<string, object>) => {
    for (const [path, answer] of Object.entries(answers))
      expect(languageOfPath(path, site), path).toEqual(answer)
  })
})
