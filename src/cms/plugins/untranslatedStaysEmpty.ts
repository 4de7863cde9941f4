import type { GlobalConfig, Plugin } from 'payload'

import { TRANSLATABLE_GLOBALS } from '../languages/readMissingTranslations'

/** Where a save keeps the request's fallback language while it is switched off. */
const SAVED_FALLBACK = Symbol('savedFallbackLocale')

type GlobalHooks = NonNullable<GlobalConfig['hooks']>

/**
 * Payload fills each text a save does not send from the stored document as read *with
 * fallback*: a Spanish save of the Site texts (the admin sends no empty box) stored the English
 * text of every box left empty as its Spanish translation, and the admin then called the texts
 * translated. With the fallback off during a save, a text with no translation reads as nothing
 * and stays untranslated: the site still shows the default language's text there, and the admin
 * still lists it as missing.
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
  // A global's last hook of an update (globals have no afterOperation): the fallback is back
  // for whatever the request does next. A refused save leaves it off; the request then only
  // answers the refusal.
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

/** Applies it to the translatable globals (the Site texts and the personal info). */
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
