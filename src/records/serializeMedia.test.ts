import { describe, expect, it } from 'vitest'

import type { Media } from '../shared/payload-types'
import { serializeMedia } from './serializeMedia'

const upload = (fields: Partial<Media> = {}): Media =>
  ({
    id: 7,
    alt: 'A portrait screenshot',
    url: '/cms-api/media/file/shot.png',
    width: 600,
    height: 1300,
    mimeType: 'image/png',
    sizes: {},
    updatedAt: '2026-01-01T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  }) as Media

describe('serializeMedia', () => {
  it('serves the intrinsic size and the focal point the owner set', () => {
    expect(serializeMedia(upload({ focalX: 20, focalY: 75 }))).toEqual({
      id: 7,
      url: '/cms-api/media/file/shot.png',
      alt: 'A portrait screenshot',
      width: 600,
      height: 1300,
      mimeType: 'image/png',
      focalX: 20,
      focalY: 75,
      sizes: {},
    })
  })

  it('leaves the focal point out when none (or half of one, or a nonsense one) is stored', () => {
    expect(serializeMedia(upload())).not.toHaveProperty('focalX')
    expect(serializeMedia(upload({ focalX: 20, focalY: null }))).not.toHaveProperty('focalX')
    expect(serializeMedia(upload({ focalX: 140, focalY: 50 }))).not.toHaveProperty('focalY')
  })
})
