import { describe, expect, it } from 'vitest'

import { sampleProjects } from '../shared/sampleData/sampleProjects'
import { defaultSiteTexts } from '../shared/siteTexts'
import { embeddedContentTag } from './loadEmbeddedContent'

describe('the embedded content block', () => {
  it('cannot be closed early by a text, and parses back to the same data', () => {
    const title = 'Evil </script><script>alert(1)</script> <!-- \u2028'
    const content = {
      readAt: '2026-01-01T00:00:00.000Z',
      personalInfo: null,
      firstProject: { ...sampleProjects[0]!, title },
      siteTexts: defaultSiteTexts,
      postCount: 0,
    }
    const tag = embeddedContentTag(content, 'owner-content')
    expect(tag.startsWith('<script type="application/json" id="owner-content">')).toBe(true)
    const body = tag.slice(tag.indexOf('>') + 1, tag.lastIndexOf('</script>'))
    expect(body).not.toMatch(/<|\u2028/)
    expect(JSON.parse(body)).toEqual(content)
  })
})
