'use client'
import { FieldDescription, FieldLabel, useField, useLocale } from '@payloadcms/ui'
import type { JSONFieldClientProps } from 'payload'
import { useState } from 'react'

import { languageOf } from '../../shared/languages/languageCatalogue'
import { HEAD_WORD_PREFIX } from '../../shared/seo/headWords'
import { countsTaking, formKey, pluralFormsOf } from '../../shared/siteWordForms'
import { COUNTED_SITE_WORDS, ENGLISH_SITE_WORDS } from '../../shared/siteWordsEnglish'
import { SITE_WORD_MAX_LENGTH } from '../globals/siteWords'

type OwnerWords = Record<string, Record<string, string>>

const KEYS = Object.keys(ENGLISH_SITE_WORDS)

/** Payload's own look for a text box (its theme's colours, radius and spacing). */
const BOX = {
  width: '100%',
  padding: '6px 10px',
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-s)',
  background: 'var(--theme-input-bg)',
  color: 'var(--theme-elevation-800)',
  font: 'inherit',
} as const

/**
 * The site's own words in the language chosen in the Locale menu: each English word beside a
 * box for the owner's. The value holds every language's words (`siteWords`); this edits one
 * language's, and an emptied box removes the word (the site's own word, or English, shows).
 */
export const SiteWordsField = ({ path, field }: JSONFieldClientProps) => {
  const name = path ?? field.name
  const { value, setValue, showError, errorMessage } = useField<OwnerWords | null>({ path: name })
  const { code } = useLocale()
  const [filter, setFilter] = useState('')
  const all = value ?? {}
  const words = all[code] ?? {}
  const language = languageOf(code)?.name ?? code
  const written = KEYS.filter((key) => words[key]).length
  // A counted word takes a box per plural form the language uses besides `other` (its own box).
  const forms = pluralFormsOf(code).filter((form) => form !== 'other')
  const rowsOf = (key: string) => [
    {
      ownerKey: key,
      label: key.startsWith(HEAD_WORD_PREFIX)
        ? `${ENGLISH_SITE_WORDS[key]!} — in a page's title or description (search results, link previews)`
        : ENGLISH_SITE_WORDS[key]!,
    },
    ...(COUNTED_SITE_WORDS.has(key) ? forms : []).map((form) => ({
      ownerKey: formKey(key, form),
      label: `${ENGLISH_SITE_WORDS[key]!} — when the count is ${countsTaking(code, form)
        .map((count) => count.toLocaleString('en'))
        .join(', ')}… (“${form}”)`,
    })),
  ]
  const needle = filter.trim().toLowerCase()
  const shown = needle
    ? KEYS.filter(
        (key) =>
          ENGLISH_SITE_WORDS[key]!.toLowerCase().includes(needle) ||
          (words[key] ?? '').toLowerCase().includes(needle),
      )
    : KEYS

  const write = (key: string, text: string) => {
    const { [key]: _left, ...others } = words
    const next = text === '' ? others : { ...others, [key]: text }
    const { [code]: _language, ...otherLanguages } = all
    setValue(Object.keys(next).length > 0 ? { ...otherLanguages, [code]: next } : otherLanguages)
  }

  return (
    <div className="field-type" style={{ marginBottom: 24 }} data-testid="site-words">
      <FieldLabel label={`Site words in ${language}`} path={name} />
      <FieldDescription
        path={name}
        description={`The words of the site that are not your content: buttons, labels, empty states, the install banner, the pages' titles and descriptions. They come in English, Spanish, French, German, Portuguese and Arabic; write them here for ${language} (choose another language in the Locale menu), or to change a word. A word left empty shows the site's own word in ${language} if it has one, else the English word. Keep the {placeholders}: the site fills them in. A word with a count takes a form for each way ${language} counts; the word itself is the form for every other count. ${written} of ${KEYS.length} written for ${language}.`}
      />
      {showError ? (
        <p role="alert" style={{ color: 'var(--theme-error-500)', margin: '8px 0' }}>
          {errorMessage}
        </p>
      ) : null}
      <input
        type="search"
        aria-label="Find a word"
        placeholder="Find a word"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        style={{ ...BOX, margin: '12px 0', maxWidth: 420 }}
      />
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <th style={{ textAlign: 'start', width: '45%' }}>English</th>
            <th style={{ textAlign: 'start' }}>{language}</th>
          </tr>
        </thead>
        <tbody>
          {shown.flatMap(rowsOf).map(({ ownerKey, label }) => (
            <tr key={ownerKey}>
              <td style={{ padding: '4px 12px 4px 0', verticalAlign: 'top' }}>
                <label htmlFor={`site-word-${ownerKey}`}>{label}</label>
              </td>
              <td style={{ padding: '4px 0' }}>
                <input
                  id={`site-word-${ownerKey}`}
                  data-word={ownerKey}
                  type="text"
                  dir="auto"
                  maxLength={SITE_WORD_MAX_LENGTH}
                  value={words[ownerKey] ?? ''}
                  onChange={(event) => write(ownerKey, event.target.value)}
                  style={BOX}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
