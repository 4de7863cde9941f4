import { describe, expect, it } from 'vitest'

import { defaultPersonalInfo } from '../sampleData/defaultPersonalInfo'
import { sampleProjects } from '../sampleData/sampleProjects'
import { toHeadMeta } from './headMeta'
import { notFoundPageTexts, projectPageTexts } from './pageTexts'

const origin = 'https://example.com'
const info = defaultPersonalInfo
const project = sampleProjects[0]!
const language = { code: 'es', defaultCode: 'en', enabled: ['en', 'es', 'ar'] }

describe('toHeadMeta in several languages', () => {
  it('is canonical in the page’s language and names every version and x-default', () => {
    const context = { info, origin, language }
    const head = toHeadMeta(projectPageTexts(project, context), {
      info,
      origin,
      pathname: `/es/projects/${project.id}`,
      language,
    })
    expect(head.url).toBe(`${origin}/es/projects/${project.id}`)
    expect(head.languages).toEqual({
      ogLocale: 'es_ES',
      ogLocaleAlternates: ['en_US', 'ar_AR'],
      alternates: [
        { hreflang: 'en', href: `${origin}/projects/${project.id}` },
        { hreflang: 'es', href: `${origin}/es/projects/${project.id}` },
        { hreflang: 'ar', href: `${origin}/ar/projects/${project.id}` },
        { hreflang: 'x-default', href: `${origin}/projects/${project.id}` },
      ],
    })
    expect(head.structuredData[0]).toMatchObject({
      inLanguage: 'es',
      url: `${origin}/es/projects/${project.id}`,
    })
    expect(head.image?.url).toMatch(
      new RegExp(`^${origin}/og/es/projects/${project.id}\\.png\\?v=`),
    )
  })

  it('names no versions of a 404, and nothing at all on a one-language site', () => {
    const missing = toHeadMeta(notFoundPageTexts({ info, origin, language }), {
      info,
      origin,
      pathname: '/es/nope',
      language,
    })
    expect(missing.url).toBe(`${origin}/es/nope`)
    expect(missing.languages?.alternates).toEqual([])
    const single = toHeadMeta(projectPageTexts(project, { info, origin }), {
      info,
      origin,
      pathname: `/projects/${project.id}`,
    })
    expect(single).not.toHaveProperty('languages')
    expect(single.structuredData[0]).not.toHaveProperty('inLanguage')
  })
})
