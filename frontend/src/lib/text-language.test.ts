import { describe, expect, it } from 'vitest'

import { textLang } from './text-language'

describe('textLang', () => {
  const project = { title: 'Shop Engine', description: 'Motor', untranslated: { title: 'en' } }

  it("names the language of a text the API answered in another language than the page's", () => {
    expect(textLang(project, 'title')).toEqual({ lang: 'en' })
  })

  it('adds nothing for a translated text, or a record read in its own language', () => {
    expect(textLang(project, 'description')).toEqual({})
    expect(
      textLang(
        { title: 'Shop' } as { title: string; untranslated?: Record<string, string> },
        'title',
      ),
    ).toEqual({})
  })
})
