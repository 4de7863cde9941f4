import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { defaultPersonalInfo } from '../../shared/sampleData/defaultPersonalInfo'
import { sampleProjects } from '../../shared/sampleData/sampleProjects'
import { cardColorsOf, DEFAULT_LOOK } from '../../shared/look/look'
import {
  pageSocialCard,
  projectSocialCard,
  socialCardVersion,
  withCardColors,
} from '../../shared/seo/socialCard'
import { drawableText } from './cardLayout'
import { renderSocialCard, socialCardSvg } from './renderSocialCard'

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const HOSTILE = `Evil "quoted" 'title' </text></svg><script>alert(1)</script> & co 🚀👩‍💻`

const hostileCard = projectSocialCard(
  {
    ...sampleProjects[0]!,
    title: HOSTILE,
    category: '<b>Web</b> & "App"',
    technologies: ['<img src=x onerror=alert(1)>', 'Node.js & ✨'],
  },
  { ...defaultPersonalInfo, name: 'Zoë <Ñúñez> Łukasz' },
)

describe('renderSocialCard', () => {
  it('draws a 1200×630 PNG', { timeout: 30_000 }, async () => {
    const png = await renderSocialCard(pageSocialCard('home', defaultPersonalInfo))
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE)
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 })
  })

  it(
    'draws text from the CMS as glyphs: no markup of it reaches the SVG',
    { timeout: 30_000 },
    async () => {
      const svg = await socialCardSvg(hostileCard)
      expect(svg).not.toMatch(/<script|<text|<img|<b>|onerror|alert|<foreignObject/i)
      // Well-formed: librsvg parses it strictly, and the picture is the whole card.
      const png = await renderSocialCard(hostileCard)
      expect(await sharp(png).metadata()).toMatchObject({ width: 1200, height: 630 })
    },
  )

  it('different content gives a different picture', { timeout: 30_000 }, async () => {
    const before = await renderSocialCard(pageSocialCard('home', defaultPersonalInfo))
    const after = await renderSocialCard(
      pageSocialCard('home', { ...defaultPersonalInfo, name: 'Riley Okafor' }),
    )
    expect(after.equals(before)).toBe(false)
  })
})

describe('drawableText', () => {
  it('keeps emoji as single glyphs the monochrome font draws, and every other character', () => {
    expect(drawableText('Team 👩‍💻 👍🏽 ❤️ <b>&</b>')).toBe('Team 👩 👍 ❤ <b>&</b>')
    expect(drawableText('Plain "text"')).toBe('Plain "text"')
  })
})

describe('renderSocialCard in other scripts', () => {
  it('draws Arabic and Chinese text as glyphs', { timeout: 60_000 }, async () => {
    const blank = await socialCardSvg(pageSocialCard('home', { ...defaultPersonalInfo, name: '' }))
    for (const name of ['أليكس مورغان', '亚历克斯·摩根']) {
      const card = pageSocialCard('home', { ...defaultPersonalInfo, name }, 'ar')
      const svg = await socialCardSvg(card)
      // Each drawn glyph is outline data: a heading of missing glyphs would add none.
      expect(svg.length, name).toBeGreaterThan(blank.length + 2_000)
      const png = await renderSocialCard(card)
      expect(await sharp(png).metadata()).toMatchObject({ width: 1200, height: 630 })
    }
  })

  it(
    "draws in the Look's colours, a new version, only when the owner chose their own",
    { timeout: 30_000 },
    async () => {
      const card = pageSocialCard('home', defaultPersonalInfo)
      expect(cardColorsOf(DEFAULT_LOOK)).toBeUndefined()
      expect(withCardColors(card, cardColorsOf(DEFAULT_LOOK))).toBe(card)
      const green = withCardColors(card, cardColorsOf({ ...DEFAULT_LOOK, brand: '#14532d' }))
      expect(socialCardVersion(green)).not.toBe(socialCardVersion(card))
      const svg = await socialCardSvg(green)
      expect(svg).toContain('#14532d')
      expect(svg).not.toContain('#6366f1')
      expect((await socialCardSvg(card)).includes('#6366f1')).toBe(true)
    },
  )
})
