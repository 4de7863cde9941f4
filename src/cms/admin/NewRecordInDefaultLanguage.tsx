import type { Payload } from 'payload'

import { languageOf } from '../../shared/languages/languageCatalogue'
import { readSiteLanguages } from '../languages/readSiteLanguages'
import { SwitchToLanguage } from './SwitchToLanguage'

/**
 * Create New opens in the site's default language, whatever language the admin showed last:
 * a first post written in Spanish by accident would have no text in the language every
 * visitor falls back to. Translations are made on the saved record.
 */
export const NewRecordInDefaultLanguage = async ({
  id,
  locale,
  payload,
}: {
  id?: number | string
  locale?: { code: string }
  payload: Payload
}) => {
  if (id !== undefined || !locale) return null
  const { default: code } = await readSiteLanguages(payload)
  if (locale.code === code) return null
  return <SwitchToLanguage code={code} name={languageOf(code)?.name ?? code} />
}
