// @vitest-environment happy-dom
import type { SkillDto } from '@shared/apiTypes'
import { describe, expect, it } from 'vitest'

import { sampleSkills } from '@shared/sampleData/sampleSkills'
import { loadCatalogue } from '@/i18n/site-languages'
import { SiteWordsProvider } from '@/i18n/site-words-provider'
import { render as renderElement } from '@/lib/testing'
import { SkillCard } from './skill-card'

const skill: SkillDto = { ...sampleSkills[0], name: 'React', category: 'Cloud', level: 92 }

const render = (language: string) =>
  renderElement(
    <SiteWordsProvider language={language}>
      <SkillCard skill={skill} />
    </SiteWordsProvider>,
  )

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
