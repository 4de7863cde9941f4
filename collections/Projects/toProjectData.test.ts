import { describe, expect, it } from 'vitest'

import type { Project } from '../../src/shared/payload-types'
import { toProjectData } from './toProjectData'

const media = (id: number) => ({
  id,
  url: `/cms-api/media/file/${id}.png`,
  alt: '',
  createdAt: '',
  updatedAt: '',
})

const current = {
  id: 1,
  title: 'T',
  description: 'D',
  category: 'Web App',
  coverImage: media(7),
  gallery: [{ media: media(8) }, { value: '🎉' }],
  createdAt: '',
  updatedAt: '',
} as Project

describe('toProjectData', () => {
  it('sets only the given fields and turns lists and text into Payload shapes', () => {
    expect(toProjectData({ title: 'New', features: ['a'], longDescription: 'One\n\nTwo' })).toEqual(
      {
        title: 'New',
        features: [{ text: 'a' }],
        longDescription: expect.objectContaining({
          root: expect.objectContaining({ children: expect.any(Array) }),
        }),
      },
    )
  })

  it('keeps uploads whose URLs a client echoes back', () => {
    expect(
      toProjectData(
        {
          image: '/cms-api/media/file/7.png',
          gallery: ['/cms-api/media/file/8.png', '🎉', { media: 9 }],
        },
        current,
      ),
    ).toEqual({
      coverImage: 7,
      gallery: [
        { media: 8, value: null },
        { media: null, value: '🎉' },
        { media: 9, value: null },
      ],
    })
  })

  it('lets a new emoji replace the uploaded cover', () => {
    expect(toProjectData({ image: '🚀' }, current)).toEqual({ image: '🚀', coverImage: null })
    expect(toProjectData({ image: '🚀', coverImage: 7 }, current)).toEqual({
      image: '🚀',
      coverImage: 7,
    })
  })
})
