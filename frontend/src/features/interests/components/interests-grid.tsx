import type { InterestDto } from '@shared/apiTypes'

import { gradientFromClasses } from '@/lib/gradient'
import './interests-grid.css'
import { textLang } from '@/lib/text-language'

/** 'When I'm Not Coding': each interest with its icon on its own gradient. */
export const InterestsGrid = ({ interests }: { interests: InterestDto[] }) => (
  <ul className="interests-grid">
    {interests.map((interest) => (
      <li
        key={interest.id}
        className="glass card-hover interest-card lazy-layout"
        data-testid="interest-card"
      >
        <span
          className="interest-card__icon"
          style={{ background: gradientFromClasses(interest.color) }}
          aria-hidden="true"
        >
          {interest.icon}
        </span>
        <h3 className="interest-card__title" {...textLang(interest, 'title')}>
          {interest.title}
        </h3>
        <p className="interest-card__description" {...textLang(interest, 'description')}>
          {interest.description}
        </p>
      </li>
    ))}
  </ul>
)
