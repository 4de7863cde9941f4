// @vitest-environment happy-dom
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'

import { defaultPersonalInfo } from '@shared/sampleData/defaultPersonalInfo'
import { SiteWordsProvider } from '@/i18n/site-words-provider'
import { render as renderElement } from '@/lib/testing'
import { ProfileCard } from './profile-card'

const texts = { availability: 'Open', greeting: 'Hi', aboutButton: 'About', workButton: 'Work' }

const render = (
  info: typeof defaultPersonalInfo,
  siteTexts: typeof texts & { untranslated?: Record<string, string> } = texts,
) =>
  renderElement(
    <MemoryRouter>
      <SiteWordsProvider language="en">
        <ProfileCard info={info} texts={siteTexts} />
      </SiteWordsProvider>
    </MemoryRouter>,
  )

describe('ProfileCard', () => {
  it('shows the location and bio the owner gave', () => {
    const card = render(defaultPersonalInfo)
    expect(card.querySelector('.profile-card__location')?.textContent).toBe(
      defaultPersonalInfo.location,
    )
    expect(card.querySelector('.profile-card__bio')?.textContent).toBe(defaultPersonalInfo.bio)
  })

  it('shows no pin and no empty paragraph for a location or bio left empty', () => {
    const card = render({ ...defaultPersonalInfo, location: '', bio: '' })
    expect(card.querySelector('.profile-card__location')).toBeNull()
    expect(card.querySelector('.profile-card__bio')).toBeNull()
  })

  it('marks a text shown untranslated with its language, and only that one', () => {
    const card = render({ ...defaultPersonalInfo, untranslated: { bio: 'en' } })
    expect(card.querySelector('.profile-card__bio')?.getAttribute('lang')).toBe('en')
    expect(card.querySelector('.profile-card__title')?.hasAttribute('lang')).toBe(false)
  })

  it('marks a Site text shown untranslated with its language (issue 45, item 5)', () => {
    const card = render(defaultPersonalInfo, { ...texts, untranslated: { greeting: 'en' } })
    expect(card.querySelector('.profile-card__hello [lang="en"]')?.textContent).toBe('Hi')
    expect(card.querySelector('.profile-card__status [lang]')).toBeNull()
  })
})
