import { describe, expect, it } from 'vitest'

import { tagsForPublicRead as tagsIn } from '../platform/publicReads/readCache'
import { publicReadsOf } from './apiRoute'
import { API_ROUTES } from './apiRoutes'

// The public-read cache's table, as the route table produces it.
const reads = publicReadsOf(API_ROUTES)
const tagsForPublicRead = (path: string) => tagsIn(reads, path)

describe('tagsForPublicRead', () => {
  it('knows the contract’s public reads and what they are built from, languages included', () => {
    const lang = 'site-languages'
    expect(tagsForPublicRead('/projects')).toEqual(['projects', 'media', lang])
    expect(tagsForPublicRead('/projects/slug/e-commerce-platform')).toEqual([
      'projects',
      'media',
      lang,
    ])
    expect(tagsForPublicRead('/skills/category/Frontend')).toEqual(['skills', lang])
    expect(tagsForPublicRead('/experiences/3')).toEqual(['experiences', lang])
    expect(tagsForPublicRead('/personal-info')).toEqual([
      'personal-info',
      'media',
      'documents',
      lang,
    ])
    expect(tagsForPublicRead('/languages')).toEqual([lang])
  })

  it('leaves admin lists, auth, inquiries and everything else alone', () => {
    for (const path of [
      '/projects/all',
      '/skills/all',
      '/experiences/all',
      '/inquiries',
      '/auth/verify',
      '/health',
      '/smtp-config',
      '/projects/slug/a/restore',
    ]) {
      expect(tagsForPublicRead(path), path).toBeNull()
    }
  })
})
