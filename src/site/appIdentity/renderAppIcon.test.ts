import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { APP_ICONS, type AppIconName } from './appIcons'
import { type IconSource, renderAppIcon, renderProfilePng } from './renderAppIcon'

const BACKGROUND = '#1e40af'
const BACKGROUND_RGB = [0x1e, 0x40, 0xaf]

/** A wide picture, plain red, with a transparent band: nothing square about it. */
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: '#ff0000' } })
    .png()
    .toBuffer()

const pixels = async (png: Buffer) => {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
  return {
    info,
    at: (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels).subarray(0, 3),
    ],
  }
}

const names = Object.keys(APP_ICONS) as AppIconName[]

describe('renderAppIcon', () => {
  for (const kind of ['logo', 'avatar'] as const) {
    it(`draws every icon from the ${kind} at exactly its declared size, as an opaque PNG`, async () => {
      const source: IconSource = { kind, bytes: await picture(900, 300) }
      for (const name of names) {
        const png = await renderAppIcon(name, source, BACKGROUND)
        const meta = await sharp(png).metadata()
        expect(meta.format, name).toBe('png')
        expect([meta.width, meta.height], name).toEqual([
          APP_ICONS[name].size,
          APP_ICONS[name].size,
        ])
        expect(meta.hasAlpha, name).toBe(false)
      }
    })
  }

  it.each<[string, AppIconName, IconSource['kind'], [number, number, number[]][]]>([
    [
      'a logo is shown whole, padded on the background colour',
      'icon-512',
      'logo',
      [
        [256, 256, [255, 0, 0]],
        [256, 10, BACKGROUND_RGB],
      ],
    ],
    [
      'an avatar photo fills the square',
      'icon-192',
      'avatar',
      [
        [2, 2, [255, 0, 0]],
        [96, 189, [255, 0, 0]],
      ],
    ],
  ])('%s', async (_behaviour, name, kind, expected) => {
    const png = await renderAppIcon(name, { kind, bytes: await picture(900, 300) }, BACKGROUND)
    const { at } = await pixels(png)
    for (const [x, y, colour] of expected) expect(at(x, y), `${x},${y}`).toEqual(colour)
  })

  for (const kind of ['logo', 'avatar'] as const) {
    it(`a maskable icon keeps the ${kind} inside the safe zone (the central circle of 80% diameter)`, async () => {
      const size = APP_ICONS['maskable-512'].size
      const png = await renderAppIcon(
        'maskable-512',
        { kind, bytes: await picture(600, 600) },
        BACKGROUND,
      )
      const { at } = await pixels(png)
      const radius = (size * 0.8) / 2
      let outside = 0
      for (let y = 0; y < size; y += 4) {
        for (let x = 0; x < size; x += 4) {
          const distance = Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2)
          // One pixel of leeway for the disc's smoothed edge.
          if (distance > radius + 1) {
            outside += 1
            expect(at(x, y), `${x},${y}`).toEqual(BACKGROUND_RGB)
          }
        }
      }
      expect(outside).toBeGreaterThan(1000)
      expect(at(size / 2, size / 2)).toEqual([255, 0, 0])
    })
  }
})

describe('renderProfilePng', () => {
  it('turns the avatar into a PNG of at most 512 px, never enlarged', async () => {
    const large = await sharp(await renderProfilePng(await picture(2000, 1000))).metadata()
    expect([large.format, large.width, large.height]).toEqual(['png', 512, 256])
    const small = await sharp(await renderProfilePng(await picture(120, 160))).metadata()
    expect([small.width, small.height]).toEqual([120, 160])
  })
})
