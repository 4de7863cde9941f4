import type { Field, GlobalConfig, Tab } from 'payload'

import { publishedGlobalOrAdmin } from '../access/publishedOrAdmin'
import { isAdmin } from '../access/isAdmin'
import { validateRange } from '../fields/validateRange'
import { contentGlobalVersions } from '../versions/contentVersions'
import { dropBundledDefault } from './dropBundledDefault'
import { siteWordsField } from './siteWords'
import { SITE_TEXT_PAGES, type SiteTextField } from '../../shared/siteTexts'
import {
  SITE_TEXT_WORD_LANGUAGES,
  siteTextWordIn,
} from '../../shared/siteTextWords/siteTextWordsIn'

const lengthMessage = (label: string, maxLength: number, length: number) =>
  `${label} must be ${maxLength} characters or fewer (it has ${length}).`

/** An empty text is the default (the site shows it); a written one has a length limit. */
const validateText =
  (label: string, maxLength: number) =>
  (value: unknown): true | string => {
    const text = typeof value === 'string' ? value.trim() : ''
    return text.length <= maxLength ? true : lengthMessage(label, maxLength, text.length)
  }

const validateList =
  (label: string, { maxLength, maxItems }: { maxLength: number; maxItems: number }) =>
  (value: unknown): true | string => {
    const items = Array.isArray(value) ? (value as unknown[]) : []
    if (!items.length) return `${label} needs at least one name.`
    if (items.length > maxItems) return `${label} can list at most ${maxItems} names.`
    const long = items.find((item) => typeof item === 'string' && item.length > maxLength)
    return typeof long === 'string'
      ? `"${long.slice(0, 20)}…" in ${label} must be ${maxLength} characters or fewer.`
      : true
  }

const LIST_PICKERS: Record<string, string> = {
  techStack: '/src/cms/admin/SkillNamesField#SkillNamesField',
}

/** A text is stored only once the owner writes it; until then the default shows (ADR 0038). */
const toField = (page: string, name: string, field: SiteTextField): Field => {
  const admin = { description: field.description }
  switch (field.kind) {
    case 'number':
      return {
        name,
        label: field.label,
        type: 'number',
        required: true,
        min: 0,
        max: field.max,
        defaultValue: field.default,
        validate: validateRange(field.label, { min: 0, max: field.max }),
        admin,
      }
    case 'list':
      return {
        name,
        label: field.label,
        type: 'text',
        hasMany: true,
        required: true,
        maxRows: field.maxItems,
        defaultValue: [...field.default],
        validate: validateList(field.label, field),
        admin: LIST_PICKERS[name] ? { ...admin, components: { Field: LIST_PICKERS[name] } } : admin,
      }
    default: {
      const defaults = Object.fromEntries(
        SITE_TEXT_WORD_LANGUAGES.map((code) => [code, siteTextWordIn(code, page, name)!]),
      )
      const text = {
        name,
        label: field.label,
        localized: true,
        validate: validateText(field.label, field.maxLength),
        hooks: { beforeChange: [dropBundledDefault(page, name)] },
        admin: {
          ...admin,
          components: {
            Field: {
              path: '/src/cms/admin/SiteTextField#SiteTextField',
              clientProps: { defaults },
            },
          },
        },
      }
      return field.kind === 'textarea' ? { ...text, type: 'textarea' } : { ...text, type: 'text' }
    }
  }
}

/** Above About's stats: Home's, which Personal info edits, and a button to use the same. */
const aboutStatsFromProfile: Field = {
  name: 'statsFromProfile',
  type: 'ui',
  admin: { components: { Field: '/src/cms/admin/AboutStatsFromProfile#AboutStatsFromProfile' } },
}

const tabs: Tab[] = Object.entries(SITE_TEXT_PAGES).map(([page, { label, fields }]) => ({
  name: page,
  label,
  fields: Object.entries(fields).flatMap(([name, field]) => [
    ...(page === 'about' && name === 'yearsValue' ? [aboutStatsFromProfile] : []),
    toField(page, name, field),
  ]),
}))

export const SiteTexts: GlobalConfig = {
  slug: 'site-texts',
  label: 'Site texts',
  admin: {
    description:
      'The words of the site that are not your content: buttons, headings, notes and the footer. ' +
      'A box left empty shows the default text (greyed), which comes in English, Spanish, French, ' +
      'German, Portuguese and Arabic. A text you change in the default language is yours: the ' +
      'other languages show it until you translate it. Publish to show your changes.',
  },
  access: { read: publishedGlobalOrAdmin, update: isAdmin },
  versions: contentGlobalVersions,
  fields: [{ type: 'tabs', tabs: [...tabs, { label: 'Site words', fields: [siteWordsField] }] }],
}
