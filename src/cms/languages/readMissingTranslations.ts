import type { CollectionSlug, GlobalSlug, Payload, PayloadRequest } from 'payload'

import { CONTENT_COLLECTIONS } from '../../shared/model'
import { missingTranslations } from './missingTranslations'
import { readSiteLanguages } from './readSiteLanguages'
import { siteTextsWithDefaults } from './siteTextsWithDefaults'

export type TranslatableDocument =
  { kind: 'collection'; slug: string; id: number | string } | { kind: 'global'; slug: string }

/** The globals whose texts the site shows (the SMTP settings and the languages have none). */
export const TRANSLATABLE_GLOBALS = ['personal-info', 'site-texts'] as const

const textsOf = (slug: string, doc: unknown, defaultLanguage: string): unknown =>
  slug === 'site-texts' ? siteTextsWithDefaults(doc, defaultLanguage) : doc

export const readMissingTranslations = async (
  payload: Payload,
  document: TranslatableDocument,
  req?: Partial<PayloadRequest>,
): Promise<Record<string, string[]>> => {
  const site = await readSiteLanguages(payload, req)
  const others = site.enabled.filter((code) => code !== site.default)
  if (others.length === 0) return {}
  const options = { locale: 'all' as const, depth: 0, draft: true, overrideAccess: true, req }
  const doc =
    document.kind === 'collection'
      ? await payload.findByID({
          ...options,
          collection: document.slug as CollectionSlug,
          id: document.id,
        })
      : await payload.findGlobal({ ...options, slug: document.slug as GlobalSlug })
  const fields =
    document.kind === 'collection'
      ? payload.collections[document.slug as CollectionSlug].config.flattenedFields
      : payload.config.globals.find((global) => global.slug === document.slug)!.flattenedFields
  return missingTranslations(
    fields,
    textsOf(document.slug, doc, site.default),
    others,
    site.default,
  )
}

export const countMissingTranslations = async (
  payload: Payload,
): Promise<Record<string, number>> => {
  const site = await readSiteLanguages(payload)
  const others = site.enabled.filter((code) => code !== site.default)
  const counts: Record<string, number> = Object.fromEntries(others.map((code) => [code, 0]))
  if (others.length === 0) return counts
  const add = (missing: Record<string, string[]>) => {
    for (const [code, labels] of Object.entries(missing)) counts[code]! += labels.length
  }
  const options = { locale: 'all' as const, depth: 0, draft: true, overrideAccess: true }
  for (const slug of CONTENT_COLLECTIONS) {
    const { docs } = await payload.find({
      ...options,
      collection: slug,
      pagination: false,
      where: { deleted: { not_equals: true } },
    })
    const fields = payload.collections[slug].config.flattenedFields
    for (const doc of docs) add(missingTranslations(fields, doc, others, site.default))
  }
  for (const slug of TRANSLATABLE_GLOBALS) {
    const doc = await payload.findGlobal({ ...options, slug })
    const fields = payload.config.globals.find((global) => global.slug === slug)!.flattenedFields
    add(missingTranslations(fields, textsOf(slug, doc, site.default), others, site.default))
  }
  return counts
}
