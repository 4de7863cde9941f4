// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'

import { CallToAction } from './call-to-action'

// React's act() environment flag, so updates are flushed inside act().
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let unmount = () => {}
afterEach(() => unmount())

const render = (texts: Parameters<typeof CallToAction>[0]['texts']) => {
  const container = document.createElement('div')
  const root = createRoot(container)
  unmount = () => act(() => root.unmount())
  act(() =>
    root.render(
      <MemoryRouter>
        <CallToAction texts={texts} headingId="cta" to="/contact" icon={null} />
      </MemoryRouter>,
    ),
  )
  return container
}

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
