import { describe, expect, it } from 'vitest'

import { urlsToWarm } from './warm-runtime-caches'

const ORIGIN = 'https://portfolio.example'

describe('what a first visit fetches again through its new service worker', () => {
  it('takes the public API reads and images the page loaded successfully, once each', () => {
    const urls = urlsToWarm(
      [
        { name: `${ORIGIN}/assets/index-abc.js`, initiatorType: 'script' },
        { name: `${ORIGIN}/api/personal-info`, initiatorType: 'fetch' },
        { name: `${ORIGIN}/api/projects?page=1&limit=100`, initiatorType: 'fetch' },
        { name: `${ORIGIN}/api/projects?page=1&limit=100`, initiatorType: 'fetch' },
        { name: `${ORIGIN}/cms-api/media/file/cover.webp`, initiatorType: 'img' },
        { name: `${ORIGIN}/avatar`, initiatorType: 'img', responseStatus: 200 },
        { name: `${ORIGIN}/profile.png`, initiatorType: 'img', responseStatus: 404 },
        { name: `${ORIGIN}/api/inquiries`, initiatorType: 'fetch' },
        { name: 'https://images.example/photo.png', initiatorType: 'img' },
        { name: 'not a url', initiatorType: 'fetch' },
      ],
      ORIGIN,
    )
    expect(urls).toEqual([
      `${ORIGIN}/api/personal-info`,
      `${ORIGIN}/api/projects?page=1&limit=100`,
      `${ORIGIN}/cms-api/media/file/cover.webp`,
      `${ORIGIN}/avatar`,
    ])
  })
})
