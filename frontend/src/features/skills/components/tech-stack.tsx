import type { SkillDto } from '@shared/apiTypes'
import type { ReactNode } from 'react'

import { SectionHeader } from '@/components/ui/section-header'
import { Skeleton } from '@/components/ui/skeleton'
import { Stars } from '@/components/ui/stars'
import { useSiteWords } from '@/i18n/site-words-provider'
import { initialsBadgeStyle } from '@/lib/initials-badge'
import { monogram } from '@/lib/initials'
import { filledStars } from '@/lib/skill-level'
import { pickSkills } from '../utils/skill-filters'
import './tech-stack.css'
import { textLang } from '@/lib/text-language'

type TechStackProps = {
  skills: SkillDto[]
  loading: boolean
  /** The owner's site texts: heading, introduction, the skills' names in order, the card count. */
  texts: { title: ReactNode; lead: ReactNode; names: readonly string[]; projectCount: number }
}

/**
 * Home's Tech Stack: the chosen skills, in the owner's order, with stars and a project count;
 * nothing at all once loaded when the owner has none of them.
 */
export const TechStack = ({ skills, loading, texts }: TechStackProps) => {
  const { t } = useSiteWords()
  const stack = pickSkills(skills, texts.names)
  if (!loading && stack.length === 0) return null
  return (
    <section className="section" aria-labelledby="tech-stack-title">
      <SectionHeader
        id="tech-stack-title"
        eyebrow={t('home.techStackEyebrow')}
        title={texts.title}
        lead={texts.lead}
      />
      <ul className="tech-stack">
        {loading
          ? texts.names.map((name) => (
              <li
                key={name}
                className="glass tech-card lazy-layout"
                data-testid="tech-skeleton"
                aria-hidden="true"
              >
                <Skeleton className="tech-card__icon" />
                <Skeleton style={{ width: '60%', height: 20 }} />
                <Skeleton style={{ width: 96, height: 16 }} />
                <Skeleton style={{ width: 72, height: 14 }} />
              </li>
            ))
          : stack.map((skill) => (
              <li
                key={skill.id}
                className="glass card-hover tech-card lazy-layout"
                data-testid="tech-card"
              >
                <span
                  className="tech-card__icon"
                  style={initialsBadgeStyle(skill.color)}
                  aria-hidden="true"
                >
                  {monogram(skill.name)}
                </span>
                <h3 className="tech-card__name" {...textLang(skill, 'name')}>
                  {skill.name}
                </h3>
                <Stars filled={filledStars(skill.level)} />
                <p className="tech-card__count">
                  {t('home.techStackProjects', { count: texts.projectCount })}
                </p>
              </li>
            ))}
      </ul>
    </section>
  )
}
