import { describe, expect, it } from 'vitest'

import type { MediaDto, ProjectDto } from '../shared/apiTypes'
import { sampleProjects } from '../shared/sampleData/sampleProjects'
import { leadPicturePreloadTags } from './leadPicturePreload'

const cover: MediaDto = {
  id: 7,
  url: '/cms-api/media/file/cover.png',
  alt: 'Cover',
  width: 1400,
  height: 900,
  mimeType: 'image/png',
  sizes: {
    small: { url: '/cms-api/media/file/cover-320x240.webp', width: 320, height: 240 },
    social: { url: '/cms-api/media/file/cover-1200x630.webp', width: 1200, height: 630 },
  },
} as MediaDto

const withCover: ProjectDto = { ...sampleProjects[0]!, image: cover.url, imageMedia: cover }

describe('leadPicturePreloadTags', () => {
  it("names the first card's picture on the Projects page with the card's srcset and sizes", () => {
    expect(leadPicturePreloadTags('/projects', withCover)).toEqual([
      '<link rel="preload" as="image" href="/cms-api/media/file/cover.png"' +
        ' imagesrcset="/cms-api/media/file/cover-320x240.webp 320w, /cms-api/media/file/cover.png 1400w"' +
        ' imagesizes="(min-width: 1024px) 360px, (min-width: 700px) 50vw, 100vw" fetchpriority="high">',
    ])
    expect(leadPicturePreloadTags('/projects/', withCover)).toHaveLength(1)
  })

  it('names nothing on pages without a lead picture, for an emoji or without a project', () => {
    expect(leadPicturePreloadTags('/', withCover)).toEqual([])
    expect(leadPicturePreloadTags('/projects/1', withCover)).toEqual([])
    expect(leadPicturePreloadTags('/projects', { ...sampleProjects[0]!, image: '🛒' })).toEqual([])
    expect(leadPicturePreloadTags('/projects', null)).toEqual([])
  })
})
