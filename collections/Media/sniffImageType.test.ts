import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { safeUploadName, sniffImageType } from './sniffImageType'

const image = (format: 'png' | 'jpeg' | 'webp' | 'avif' | 'gif') => {
  const blank = sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
  return blank[format]().toBuffer()
}

describe('sniffImageType', () => {
  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
    ['avif', 'image/avif'],
    ['gif', 'image/gif'],
  ] as const)('recognises %s by its bytes', async (format, mime) => {
    expect(sniffImageType(await image(format))?.mime).toBe(mime)
  })

  it.each([
    ['SVG', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['HTML', '<!doctype html><script>alert(1)</script>'],
    ['XML', '<?xml version="1.0"?><a/>'],
    ['text', 'GIF8 almost'],
    ['empty', ''],
  ])('refuses %s', (_label, text) => {
    expect(sniffImageType(Buffer.from(text))).toBeNull()
  })

  it('refuses an ISO-BMFF file that is not AVIF (e.g. MP4)', () => {
    const mp4 = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex')
    expect(sniffImageType(mp4)).toBeNull()
  })
})

describe('safeUploadName', () => {
  it.each([
    ['Holiday Photo.JPG', 'jpg', 'holiday-photo.jpg'],
    ['../../etc/passwd.png', 'png', 'passwd.png'],
    ['C:\\Users\\me\\Pic.png', 'png', 'pic.png'],
    ['Ünïcödé 名前.png', 'png', 'unicode.png'],
    ['<img src=x onerror=alert(1)>.gif', 'gif', 'img-src-x-onerror-alert-1.gif'],
    ['.png', 'png', 'image.png'],
    ['x'.repeat(300) + '.png', 'png', 'x'.repeat(80) + '.png'],
  ])('%s → %s', (original, ext, expected) => {
    expect(safeUploadName(original, ext)).toBe(expected)
  })
})
