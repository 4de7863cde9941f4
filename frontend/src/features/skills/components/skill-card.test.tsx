// @vitest-environment happy-dom
import type { SkillDto } from '@shared/apiTypes'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'

import { sampleSkills } from '@shared/sampleData/sampleSkills'
import { loadCatalogue } from '@/i18n/site-languages'
import { SiteWordsProvider } from '@/i18n/site-words-provider'
import { SkillCard } from './skill-card'

// React's act() environment flag, so updates are flushed inside act().
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let unmount = () => {}
afterEach(() => unmount())

const skill: SkillDto = { ...sampleSkills[0], name: 'React', category: 'Cloud', level: 92 }

const render = (language: string) => {
  const container = document.createElement('div')
  const root = createRoot(container)
  unmount = () => act(() => root.unmount())
  act(() =>
    root.render(
      <SiteWordsProvider language={language}>
        <SkillCard skill={skill} />
      </SiteWordsProvider>,
    ),
  )
  return container
}

const shown = (container: HTMLElement) => ({
  category: container.querySelector('.skill-card__category')?.textContent,
  level: container.querySelector('.skill-card__level')?.textContent,
  meter: container.querySelector('[role="progressbar"]')?.getAttribute('aria-label'),
  percent: container.querySelector('.skill-card__percent')?.textContent,
})

describe('a skill card in the page language', () => {
  it('reads as it always did in English', () => {
    expect(shown(render('en'))).toEqual({
      category: 'Cloud',
      level: 'Expert',
      meter: 'React proficiency',
      percent: '92%',
    })
  })

  it('says its category, level and meter in Spanish, the percentage the Spanish way', async () => {
    await loadCatalogue('es', ['skills'])
    const container = render('es')
    expect(shown(container)).toEqual({
      category: 'Nube',
      level: 'Experto',
      meter: 'Dominio de React',
      percent: new Intl.NumberFormat('es', { style: 'percent' }).format(0.92),
    })
    // The level's style hook stays the English name.
    expect(container.querySelector('.skill-card__level--expert')).not.toBeNull()
  })
})
