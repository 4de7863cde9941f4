import { describe, expect, it } from 'vitest'

import { EMBEDDED_CONTENT_ELEMENT_ID, type EmbeddedContent } from '@shared/embeddedContent'
import { defaultPersonalInfo } from '@shared/sampleData/defaultPersonalInfo'
import { sampleProjects } from '@shared/sampleData/sampleProjects'
import { defaultSiteTexts } from '@shared/siteTexts'
import { MemoryStorage } from '../memory-storage'
import { ownerBuiltInContent, REMEMBERED_CONTENT_KEY } from './built-in-content'

/** A page whose data block says `json` (or that has none). */
const pageWith = (json: string | null): Document =>
  ({
    getElementById: (id: string) =>
      id === EMBEDDED_CONTENT_ELEMENT_ID && json !== null ? { textContent: json } : null,
  }) as unknown as Document

const owner = (readAt: string, name: string): EmbeddedContent => ({
  readAt,
  personalInfo: { ...defaultPersonalInfo, name },
  firstProject: { ...sampleProjects[2]!, title: `${name}'s app` },
  siteTexts: {
    ...defaultSiteTexts,
    footer: { ...defaultSiteTexts.footer, quote: `${name} ships` },
  },
  postCount: 0,
})

describe("the site's built-in content (reading A)", () => {
  it("is the owner's profile, first project and texts from the page, and is remembered", () => {
    const storage = new MemoryStorage()
    const content = ownerBuiltInContent(
      pageWith(JSON.stringify(owner('2026-01-02T00:00:00.000Z', 'Dana'))),
      storage,
    )
    expect(content.personalInfo.name).toBe('Dana')
    expect(content.project?.title).toBe("Dana's app")
    expect(content.siteTexts.footer.quote).toBe('Dana ships')
    expect(content.readAt).toBe(Date.parse('2026-01-02T00:00:00.000Z'))
    expect(JSON.parse(storage.getItem(REMEMBERED_CONTENT_KEY)!).personalInfo.name).toBe('Dana')
  })

  it('uses the remembered copy when the page has none, or an older one (the offline shell)', () => {
    const storage = new MemoryStorage()
    storage.setItem(
      REMEMBERED_CONTENT_KEY,
      JSON.stringify(owner('2026-01-03T00:00:00.000Z', 'Newer')),
    )
    expect(ownerBuiltInContent(pageWith(null), storage).personalInfo.name).toBe('Newer')
    const older = JSON.stringify(owner('2026-01-01T00:00:00.000Z', 'Older'))
    expect(ownerBuiltInContent(pageWith(older), storage).personalInfo.name).toBe('Newer')
    expect(JSON.parse(storage.getItem(REMEMBERED_CONTENT_KEY)!).personalInfo.name).toBe('Newer')
  })

  it('keeps the sample profile while none is published, but never shows a sample project', () => {
    const none = {
      ...owner('2026-01-02T00:00:00.000Z', 'X'),
      personalInfo: null,
      firstProject: null,
    }
    const content = ownerBuiltInContent(pageWith(JSON.stringify(none)), new MemoryStorage())
    expect(content.personalInfo).toBe(defaultPersonalInfo)
    expect(content.project).toBeNull()
    expect(ownerBuiltInContent(pageWith(null), new MemoryStorage())).toEqual({
      personalInfo: defaultPersonalInfo,
      project: null,
      siteTexts: defaultSiteTexts,
      postCount: 0,
      readAt: null,
    })
  })

  it('knows how many posts are published, none from a copy made before there were posts', () => {
    const withPosts = { ...owner('2026-01-02T00:00:00.000Z', 'P'), postCount: 3 }
    expect(
      ownerBuiltInContent(pageWith(JSON.stringify(withPosts)), new MemoryStorage()).postCount,
    ).toBe(3)
    const before = owner('2026-01-02T00:00:00.000Z', 'Q')
    expect(
      ownerBuiltInContent(pageWith(JSON.stringify(before)), new MemoryStorage()).postCount,
    ).toBe(0)
    const broken = { ...before, postCount: '2' }
    expect(
      ownerBuiltInContent(pageWith(JSON.stringify(broken)), new MemoryStorage()).postCount,
    ).toBe(0)
  })

  it('ignores a broken block or stored copy, and fills texts an older copy lacks', () => {
    const storage = new MemoryStorage()
    storage.setItem(REMEMBERED_CONTENT_KEY, '{"readAt": 5}')
    expect(ownerBuiltInContent(pageWith('{not json'), storage).personalInfo).toBe(
      defaultPersonalInfo,
    )
    const partial = {
      ...owner('2026-01-02T00:00:00.000Z', 'Y'),
      siteTexts: { footer: { quote: 'Only this' } },
    }
    const content = ownerBuiltInContent(pageWith(JSON.stringify(partial)), new MemoryStorage())
    expect(content.siteTexts.footer).toEqual({ ...defaultSiteTexts.footer, quote: 'Only this' })
    expect(content.siteTexts.home).toEqual(defaultSiteTexts.home)
  })
})
