import type { MediaDto } from './apiTypes'
import { describe, expect, it } from 'vitest'

import { sampleProjects } from './sampleData/sampleProjects'
import { cardVisual, galleryVisuals } from './projectVisual'

const media: MediaDto = {
  id: 1,
  url: '/media/shot.webp',
  alt: 'Shot',
  width: 1600,
  height: 900,
  mimeType: 'image/webp',
  sizes: {},
}

describe('project pictures', () => {
  it('uses the uploaded cover on cards when there is one, even beside a gallery', () => {
    const cover = { ...media, id: 2, url: '/media/cover.webp' }
    const project = {
      ...sampleProjects[0],
      image: '/media/cover.webp',
      imageMedia: cover,
      gallery: ['/media/shot.webp'],
      galleryMedia: [media],
    }
    expect(cardVisual(project)).toEqual({ value: '/media/cover.webp', media: cover })
  })

  it('uses the first gallery item on cards when there is a gallery and no uploaded cover', () => {
    const project = {
      ...sampleProjects[0],
      image: '🛒',
      gallery: ['/media/shot.webp', '💳'],
      galleryMedia: [media, null],
    }
    expect(cardVisual(project)).toEqual({ value: '/media/shot.webp', media })
  })

  it('uses the cover image or emoji without a gallery', () => {
    const project = {
      ...sampleProjects[0],
      image: '📦',
      imageMedia: null,
      gallery: [],
      galleryMedia: [],
    }
    expect(cardVisual(project)).toEqual({ value: '📦', media: null })
  })

  it('pairs gallery items with their uploaded images', () => {
    const project = {
      ...sampleProjects[0],
      gallery: ['💳', '/media/shot.webp'],
      galleryMedia: [null, media],
    }
    expect(galleryVisuals(project)).toEqual([
      { value: '💳', media: null },
      { value: '/media/shot.webp', media },
    ])
  })
})
