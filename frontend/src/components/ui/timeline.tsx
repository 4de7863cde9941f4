import type { ReactNode } from 'react'

import { aboutWords } from '@/i18n/en/about'
import { useSiteWords } from '@/i18n/site-words-provider'
import { MapPinIcon } from './icons'
import './timeline.css'

export type TimelineEntry = {
  id: number
  period: string
  title: string
  organisation: string
  location: string
  description: string
  /** Shown as chips (skills used). */
  tags?: string[]
  /** Shown as a bulleted list (achievements). */
  bullets?: string[]
  /** The language of each text shown untranslated, when it is not the page's. */
  textLangs?: Partial<Record<'title' | 'location' | 'description' | 'bullets', string>>
}

/** A vertical timeline of dated entries, newest first as given. */
export const Timeline = ({
  entries,
  icon,
  label,
}: {
  entries: TimelineEntry[]
  icon: ReactNode
  label: string
}) => {
  const { t } = useSiteWords(aboutWords)
  return (
    <ol className="timeline" aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.id} className="timeline__item">
          <span className="timeline__marker" aria-hidden="true">
            {icon}
          </span>
          <article className="glass timeline__card lazy-layout">
            <span className="timeline__period">{entry.period}</span>
            <h3 className="timeline__title" lang={entry.textLangs?.title}>
              {entry.title}
            </h3>
            <p className="timeline__organisation">
              {entry.organisation}
              <span className="timeline__location" lang={entry.textLangs?.location}>
                <MapPinIcon />
                {entry.location}
              </span>
            </p>
            <p className="timeline__description" lang={entry.textLangs?.description}>
              {entry.description}
            </p>
            {entry.bullets && entry.bullets.length > 0 ? (
              <ul className="timeline__bullets" lang={entry.textLangs?.bullets}>
                {entry.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </ul>
            ) : null}
            {entry.tags && entry.tags.length > 0 ? (
              <ul className="chip-list timeline__tags" aria-label={t('about.timelineSkills')}>
                {entry.tags.map((tag) => (
                  <li key={tag} className="chip">
                    {tag}
                  </li>
                ))}
              </ul>
            ) : null}
          </article>
        </li>
      ))}
    </ol>
  )
}
