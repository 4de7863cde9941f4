import type { PayloadRequest, Plugin } from 'payload'

import { readSiteLanguages } from '../languages/readSiteLanguages'

import { siteUrl } from '../../platform/config/env'
import { PREVIEW_PAGES } from '../preview/previewPages'
import { previewUrl } from '../preview/previewUrl'
import { withCollectionControl, withGlobalControl } from './documentControls'

/** The live-preview frame's sizes, besides Payload's own "Responsive". */
const BREAKPOINTS = [
  { name: 'mobile', label: 'Mobile', width: 375, height: 667 },
  { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
  { name: 'desktop', label: 'Desktop', width: 1440, height: 900 },
]

const isPreviewable = (slug: string): boolean => slug in PREVIEW_PAGES

/** The language the owner is editing (the admin's locale), with the site's default one. */
const editedLanguage = async (req: PayloadRequest, code: string | undefined) =>
  code ? { code, default: (await readSiteLanguages(req.payload, req)).default } : undefined

/** The live preview starts closed on a phone, where it would cover the form. */
const CLOSE_ON_PHONES = '/src/cms/admin/CloseLivePreviewOnPhones#CloseLivePreviewOnPhones'

/** Live preview and preview links, with a signed token only an admin gets (ADR 0015). */
export const sitePreview = (): Plugin => (config) => {
  const collections = (config.collections ?? []).map((collection) => collection.slug)
  const globals = (config.globals ?? []).map((global) => global.slug)
  return {
    ...config,
    admin: {
      ...config.admin,
      livePreview: {
        collections: collections.filter(isPreviewable),
        globals: globals.filter(isPreviewable),
        breakpoints: BREAKPOINTS,
        url: async ({ collectionConfig, globalConfig, data, locale, req }) =>
          req.user
            ? previewUrl({
                content: collectionConfig?.slug ?? globalConfig?.slug ?? '',
                id: data?.id as number | undefined,
                slug: data?.slug,
                kind: 'live',
                language: await editedLanguage(req, locale?.code),
              })
            : null,
      },
    },
    collections: (config.collections ?? []).map((collection) => {
      if (!isPreviewable(collection.slug)) return collection
      const withControl = withCollectionControl(collection, CLOSE_ON_PHONES)
      return {
        ...withControl,
        admin: {
          ...withControl.admin,
          preview: async (doc, { locale, req }) =>
            req.user
              ? previewUrl({
                  content: collection.slug,
                  id: doc.id as number | undefined,
                  slug: doc.slug,
                  kind: 'link',
                  origin: siteUrl(),
                  language: await editedLanguage(req, locale),
                })
              : null,
        },
      }
    }),
    globals: (config.globals ?? []).map((global) => {
      if (!isPreviewable(global.slug)) return global
      const withControl = withGlobalControl(global, CLOSE_ON_PHONES)
      return {
        ...withControl,
        admin: {
          ...withControl.admin,
          preview: async (_doc, { locale, req }) =>
            req.user
              ? previewUrl({
                  content: global.slug,
                  kind: 'link',
                  origin: siteUrl(),
                  language: await editedLanguage(req, locale),
                })
              : null,
        },
      }
    }),
  }
}
