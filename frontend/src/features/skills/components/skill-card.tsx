import type { SkillDto } from '@shared/apiTypes'

import { Skeleton, SkeletonLines } from '@/components/ui/skeleton'
import { gradientFromClasses } from '@/lib/gradient'
import { initialsBadgeStyle } from '@/lib/initials-badge'
import { monogram } from '@/lib/initials'
import { skillsWords } from '@/i18n/en/skills'
import { useSiteWords } from '@/i18n/site-words-provider'
import { clampLevel, skillLevelLabel } from '@/lib/skill-level'
import { categoryLabel } from '../utils/skill-filters'
import './skill-card.css'
import { textLang } from '@/lib/text-language'

/** One skill: name, category, level label, description and a progress bar with the percentage. */
export const SkillCard = ({ skill }: { skill: SkillDto }) => {
  const { t, formatNumber } = useSiteWords(skillsWords)
  const gradient = gradientFromClasses(skill.color)
  const level = clampLevel(skill.level)
  const label = skillLevelLabel(skill.level)
  return (
    <article className="glass card-hover skill-card lazy-layout" data-testid="skill-card">
      <div className="skill-card__top">
        <span
          className="skill-card__icon"
          style={initialsBadgeStyle(skill.color)}
          aria-hidden="true"
        >
          {monogram(skill.name)}
        </span>
        {/* The level sits under the name, not beside it: a name keeps the card's whole width. */}
        <div className="skill-card__heading">
          <h3 className="skill-card__name" {...textLang(skill, 'name')}>
            {skill.name}
          </h3>
          <div className="skill-card__meta">
            <span className="skill-card__category">{categoryLabel(t, skill.category)}</span>
            <span className={`badge skill-card__level skill-card__level--${label.toLowerCase()}`}>
              {t(`skills.level.${label}`)}
            </span>
          </div>
        </div>
      </div>
      <p className="skill-card__description" {...textLang(skill, 'description')}>
        {skill.description}
      </p>
      <div className="skill-card__meter">
        <div
          className="skill-card__track"
          role="progressbar"
          aria-label={t('skills.proficiency', { name: skill.name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={level}
        >
          <span className="skill-card__fill" style={{ width: `${level}%`, background: gradient }} />
        </div>
        <span className="skill-card__percent">
          {formatNumber(level / 100, { style: 'percent' })}
        </span>
      </div>
    </article>
  )
}

/** A skill card's placeholder, the card's own size. */
export const SkillCardSkeleton = () => (
  <div className="glass skill-card lazy-layout" data-testid="skill-skeleton" aria-hidden="true">
    <div className="skill-card__top">
      <Skeleton className="skill-card__icon" />
      <div className="skill-card__heading">
        {/* The name's line, then the category and level row. */}
        <Skeleton style={{ width: '70%', height: 22 }} />
        <Skeleton style={{ width: '60%', height: 24, marginTop: 9 }} />
      </div>
    </div>
    <SkeletonLines className="skill-card__description" widths={['100%', '75%']} />
    <div className="skill-card__meter">
      <Skeleton style={{ flex: 1, height: 8, borderRadius: 999 }} />
      <Skeleton style={{ width: 36, height: 16 }} />
    </div>
  </div>
)
