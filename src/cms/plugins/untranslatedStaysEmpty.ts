import type { GlobalConfig, Plugin } from 'payload'

import { TRANSLATABLE_GLOBALS } from '../languages/readMissingTranslations'

const SAVED_FALLBACK = Symbol('savedFallbackLocale')

type GlobalHooks = NonNullable<GlobalConfig['hooks']>

/**
 * Saves without fallback: Payload fills unsent texts from the document read *with* fallback, so a
 * Spanish save stored the English texts as their translations.
 */
const saveWithoutFallback: Pick<GlobalHooks, 'beforeOperation' | 'afterChange'> = {
  beforeOperation: [
    ({ args, operation, req }) => {
      if (operation !== 'update') return args
      ;(req.context as Record<symbol, unknown>)[SAVED_FALLBACK] = req.fallbackLocale
      req.fallbackLocale = false
      return args
    },
  ],
  // Globals have no afterOperation; a refused save leaves it off, but then only answers.
  afterChange: [
    ({ doc, req }) => {
      const context = req.context as Record<symbol, unknown>
      if (SAVED_FALLBACK in context) {
        req.fallbackLocale = context[SAVED_FALLBACK] as typeof req.fallbackLocale
        delete context[SAVED_FALLBACK]
      }
      return doc
    },
  ],
}

export const untranslatedStaysEmpty = (): Plugin => (config) => ({
  ...config,
  globals: (config.globals ?? []).map((global) => {
    if (!(TRANSLATABLE_GLOBALS as readonly string[]).includes(global.slug)) return global
    const hooks = global.hooks ?? {}
    return {
      ...global,
      hooks: {
        ...hooks,
        beforeOperation: [
          ...(hooks.beforeOperation ?? []),
          ...saveWithoutFallback.beforeOperation!,
        ],
        afterChange: [...(hooks.afterChange ?? []), ...saveWithoutFallback.afterChange!],
      },
    }
  }),
})
