// @vitest-environment happy-dom
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'

import { render as renderElement } from '@/lib/testing'
import { CallToAction } from './call-to-action'

const render = (texts: Parameters<typeof CallToAction>[0]['texts']) =>
  renderElement(
    <MemoryRouter>
      <CallToAction texts={texts} headingId="cta" to="/contact" icon={null} />
    </MemoryRouter>,
  )

describe('CallToAction', () => {
  const texts = {
    ctaTitle: 'Interested in similar projects?',
    ctaText: 'Let’s talk.',
    ctaButton: 'Contact',
  }

  it('marks a text shown in another language than the page’s with that language', () => {
    const panel = render({ ...texts, untranslated: { ctaTitle: 'en' } })
    const title = panel.querySelector('.cta__title [lang="en"]')
    expect(title?.textContent).toBe('Interested in similar projects?')
    expect(panel.querySelector('.cta__text [lang]')).toBeNull()
    expect(panel.querySelector('.cta__text')?.textContent).toBe('Let’s talk.')
  })

  it('adds nothing to texts in the page’s language', () => {
    const panel = render(texts)
    expect(panel.querySelector('[lang]')).toBeNull()
    expect(panel.querySelector('.cta__title')?.textContent).toBe(texts.ctaTitle)
  })
})
