import type { Payload } from 'payload'

import { languageOf } from '../../shared/languages/languageCatalogue'
import { readSiteLanguages } from '../languages/readSiteLanguages'
import { SwitchToLanguage } from './SwitchToLanguage'

/** Create New opens in the default language, which every other language falls back to. */
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
