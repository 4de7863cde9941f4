// @vitest-environment happy-dom
import { act, Suspense } from 'react'
import { describe, expect, it } from 'vitest'

import { cleanup, render as renderElement } from '@/lib/testing'
import { skillsWords } from './en/skills'
import type { Messages } from './messages'
import { loadCatalogue, wordsLanguageFor } from './site-languages'
import { SiteWordsProvider, useSiteWords } from './site-words-provider'

const Probe = () => {
  const { language, t, formatDate } = useSiteWords(skillsWords)
  return (
    <p lang={language}>
      {t('skills.viewAll')} · {formatDate('2023-03-01')}
    </p>
  )
}

const Counts = () => {
  const { t } = useSiteWords(skillsWords)
  return <p>{[1, 3, 5].map((count) => t('skills.showing', { count })).join(' / ')}</p>
}

const render = (
  language?: string,
  ownerWords?: Messages,
  wordsLanguage?: Parameters<typeof SiteWordsProvider>[0]['wordsLanguage'],
  probe = <Probe />,
) =>
  renderElement(
    <SiteWordsProvider language={language} ownerWords={ownerWords} wordsLanguage={wordsLanguage}>
      <Suspense fallback="waiting">{probe}</Suspense>
    </SiteWordsProvider>,
  )

describe('SiteWordsProvider', () => {
  it('is English without a language, and without a provider', () => {
    expect(render().textContent).toMatch(/^View all skills · /)
    expect(renderElement(<Probe />).textContent).toMatch(/^View all skills · /)
  })

  it('shows English until a language arrives, then that language', async () => {
    const container = render('de')
    expect(container.textContent).toMatch(/^View all skills/)
    await act(() => loadCatalogue('de', ['skills']))
    expect(container.textContent).toBe(
      `Alle Fähigkeiten ansehen · ${new Intl.DateTimeFormat('de').format(new Date(2023, 2, 1))}`,
    )
    expect(container.querySelector('p')?.lang).toBe('de')
  })

  it('shows a language already here in the first render', async () => {
    await loadCatalogue('es', ['skills'])
    expect(render('es').textContent).toBe('Ver todas las habilidades · 1/3/2023')
  })

  it("waits for a page's own words in the language rather than showing them in English", async () => {
    await loadCatalogue('fr')
    expect(render('fr').textContent).toBe('waiting')
    cleanup()
    // (React's retry after the wait is not flushed by act(): the e2e language switch covers it.)
    await loadCatalogue('fr', ['skills'])
    expect(render('fr').textContent).toBe('Voir toutes les compétences · 01/03/2023')
  })

  it('is English for a language it has no words for', () => {
    const container = render('tlh')
    expect(container.textContent).toMatch(/^View all skills · /)
    expect(container.querySelector('p')?.lang).toBe('en')
  })

  it("writes dates in the page's language even where its words are English", () => {
    expect(render('it').textContent).toBe(
      `View all skills · ${new Intl.DateTimeFormat('it').format(new Date(2023, 2, 1))}`,
    )
  })

  it("says the owner's words for a language the site has none of, English for the rest", () => {
    const container = render('it', { 'skills.viewAll': 'Vedi tutte le competenze' })
    expect(container.textContent).toBe(
      `Vedi tutte le competenze · ${new Intl.DateTimeFormat('it').format(new Date(2023, 2, 1))}`,
    )
  })

  it("puts the owner's words over the site's own in a language it has", async () => {
    const container = render('de', { 'skills.viewAll': 'Alles ansehen' })
    await act(() => loadCatalogue('de', ['skills']))
    expect(container.textContent).toMatch(/^Alles ansehen · /)
  })

  it("falls back to the site's default language's words, with dates in the page's language", async () => {
    expect(wordsLanguageFor('it', 'de')).toBe('de')
    expect(wordsLanguageFor('it', 'en')).toBe('en')
    expect(wordsLanguageFor('en', 'de')).toBe('en')
    expect(wordsLanguageFor('fr', 'de')).toBe('fr')
    const container = render('it', { 'skills.viewAll': 'Vedi tutte' }, 'de')
    await act(() => loadCatalogue('de', ['skills']))
    expect(container.textContent).toBe(
      `Vedi tutte · ${new Intl.DateTimeFormat('it').format(new Date(2023, 2, 1))}`,
    )
    cleanup()
    expect(render('it', undefined, 'de').textContent).toMatch(/^Alle Fähigkeiten ansehen · /)
  })

  it("picks the owner's counted words by the page's own plural rules", () => {
    const polish = {
      'skills.showing': {
        one: '{count} umiejętność',
        few: '{count} umiejętności (few)',
        many: '{count} umiejętności (many)',
        other: '{count} umiejętności',
      },
    }
    expect(render('pl', polish, undefined, <Counts />).textContent).toBe(
      '1 umiejętność / 3 umiejętności (few) / 5 umiejętności (many)',
    )
  })
})
