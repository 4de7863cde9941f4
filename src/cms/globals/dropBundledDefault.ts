import type { FieldHook } from 'payload'

import { siteTextWordIn } from '../../shared/siteTextWords/siteTextWordsIn'
import { siteDefaultLanguageOf } from '../languages/isSiteDefaultLanguage'
import { fallbackChain } from '../languages/textsInLanguage'

const hasText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== ''

/** A text saved as its default is stored as nothing, so new bundled words still reach it. */
export const dropBundledDefault =
  (page: string, name: string): FieldHook =>
  async ({ value, req, siblingDocWithLocales }) => {
    if (!hasText(value)) return value
    const fallback = await siteDefaultLanguageOf(req)
    const locale = req.locale && req.locale !== 'all' ? req.locale : fallback
    const others = fallbackChain({ locale, fallback }).filter((code) => code !== locale)
    const stored = (siblingDocWithLocales?.[name] ?? {}) as Record<string, unknown>
    if (others.some((code) => hasText(stored[code]))) return value
    const shown = [locale, ...others]
      .map((code) => siteTextWordIn(code, page, name))
      .find((words) => words !== undefined)
    return value.trim() === shown ? null : value
  }
