import type { CollectionConfig, GlobalConfig, PayloadRequest, Plugin } from 'payload'

import { readSiteLanguages } from '../languages/readSiteLanguages'
import { siteUrl } from '../../platform/config/env'
import type { PreviewKind } from '../../platform/preview/previewLifetimes'
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

/** The live preview starts closed on a phone, where it would cover the form. */
const CLOSE_ON_PHONES = '/src/cms/admin/CloseLivePreviewOnPhones#CloseLivePreviewOnPhones'

/** Where an admin previews a document (`live` in the frame, a `link` in a new tab). */
const previewAddress = async (
  req: PayloadRequest,
  content: string,
  kind: PreviewKind,
  locale: string | undefined,
  record?: Record<string, unknown>,
) =>
  req.user
    ? previewUrl({
        content,
        id: record?.id as number | undefined,
        slug: record?.slug,
        kind,
        origin: kind === 'link' ? siteUrl() : '',
        language: locale
          ? { code: locale, default: (await readSiteLanguages(req.payload, req)).default }
          : undefined,
      })
    : null

/** A previewable document with its preview control and link; a global's page names no record. */
const withPreview = <C extends CollectionConfig | GlobalConfig>(
  config: C,
  withControl: (config: C, component: string) => C,
  ofRecord: boolean,
): C => {
  if (!isPreviewable(config.slug)) return config
  const controlled = withControl(config, CLOSE_ON_PHONES)
  return {
    ...controlled,
    admin: {
      ...controlled.admin,
      preview: (doc, { locale, req }) =>
        previewAddress(req, config.slug, 'link', locale, ofRecord ? doc : undefined),
    },
  }
}

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
        url: ({ collectionConfig, globalConfig, data, locale, req }) =>
          previewAddress(
            req,
            collectionConfig?.slug ?? globalConfig?.slug ?? '',
            'live',
            locale?.code,
            data,
          ),
      },
    },
    collections: (config.collections ?? []).map((collection) =>
      withPreview(collection, withCollectionControl, true),
    ),
    globals: (config.globals ?? []).map((global) => withPreview(global, withGlobalControl, false)),
  }
}
