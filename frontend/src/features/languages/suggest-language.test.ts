import { describe, expect, it } from 'vitest'

import { MemoryStorage } from '@/lib/memory-storage'
import { dismissSuggestion, isSuggestionDismissed, suggestedLanguage } from './suggest-language'

const enabled = ['en', 'es', 'ar']

describe('which language to offer', () => {
  it("offers the visitor's first preferred language the site has, when the page is in another", () => {
    expect(suggestedLanguage(['es-MX', 'en'], 'en', enabled)).toBe('es')
    expect(suggestedLanguage(['de-DE', 'ar'], 'es', enabled)).toBe('ar')
  })

  it('offers nothing when the page is already in the best preference the site has', () => {
    expect(suggestedLanguage(['es-ES', 'en'], 'es', enabled)).toBeNull()
    expect(suggestedLanguage(['de', 'en-GB', 'es'], 'en', enabled)).toBeNull()
  })

  it('offers nothing when the site has none of the preferred languages', () => {
    expect(suggestedLanguage(['de', 'fr'], 'en', enabled)).toBeNull()
    expect(suggestedLanguage([], 'en', enabled)).toBeNull()
  })
})

describe('a dismissed offer', () => {
  it('is remembered in the storage given', () => {
    const storage = new MemoryStorage()
    expect(isSuggestionDismissed(storage)).toBe(false)
    dismissSuggestion(storage)
    expect(isSuggestionDismissed(storage)).toBe(true)
    expect(isSuggestionDismissed(new MemoryStorage())).toBe(false)
  })
})
