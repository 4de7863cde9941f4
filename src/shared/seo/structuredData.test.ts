import { describe, expect, it } from 'vitest'

import { defaultPersonalInfo } from '../sampleData/defaultPersonalInfo'
import { sampleProjects } from '../sampleData/sampleProjects'
import { absoluteUrl, personJsonLd, projectJsonLd, serializeJsonLd } from './structuredData'

const origin = 'https://example.com'

describe('structured data', () => {
  it('describes the owner as a Person, leaving out links and a place that are not set', () => {
    expect(personJsonLd({ info: defaultPersonalInfo, origin })).toMatchObject({
      '@type': 'Person',
      name: defaultPersonalInfo.name,
      jobTitle: defaultPersonalInfo.title,
      address: { addressLocality: defaultPersonalInfo.location },
      sameAs: [defaultPersonalInfo.githubUrl, defaultPersonalInfo.linkedinUrl],
    })
    const bare = personJsonLd({
      info: { ...defaultPersonalInfo, githubUrl: '', linkedinUrl: '', location: '' },
      origin,
    })
    expect(bare).not.toHaveProperty('sameAs')
    expect(bare).not.toHaveProperty('address')
  })

  it('makes a project with a repository SoftwareSourceCode, one without a CreativeWork', () => {
    const project = sampleProjects[0]!
    expect(projectJsonLd(project, { info: defaultPersonalInfo, origin })).toMatchObject({
      '@type': 'SoftwareSourceCode',
      codeRepository: project.githubUrl,
      url: `${origin}/projects/${project.id}`,
    })
    expect(
      projectJsonLd({ ...project, githubUrl: null }, { info: defaultPersonalInfo, origin })[
        '@type'
      ],
    ).toBe('CreativeWork')
  })

  it('only turns site paths and http(s) URLs into absolute URLs', () => {
    expect(absoluteUrl('/cms-api/media/file/a.webp', origin)).toBe(
      `${origin}/cms-api/media/file/a.webp`,
    )
    expect(absoluteUrl('https://cdn.example.org/a.png', origin)).toBe(
      'https://cdn.example.org/a.png',
    )
    for (const value of [
      '🛒',
      '//evil.example/a.png',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
      '',
    ]) {
      expect(absoluteUrl(value, origin)).toBeUndefined()
    }
  })

  it('serialises JSON-LD without any character that could end the script block', () => {
    const json = serializeJsonLd({ name: '</script><!-- & \u2028' })
    expect(json).not.toMatch(/[<>&\u2028]/)
    expect(JSON.parse(json)).toEqual({ name: '</script><!-- & \u2028' })
  })
})
