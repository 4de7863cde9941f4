import type { ProjectDto } from '@shared/apiTypes'

import { projectWords } from '@/i18n/en/project'
import { useSiteWords } from '@/i18n/site-words-provider'
import { textLang } from '@/lib/text-language'
import { hasCaseStudy } from '../utils/project-details'
import { DetailSection } from './detail-section'
import './case-study.css'

/**
 * A project's case study (issue 49): its measured results first and large, then the problem, the
 * approach and the client's words; nothing at all for a project without one.
 */
export const CaseStudy = ({ project }: { project: ProjectDto }) => {
  const { t } = useSiteWords(projectWords)
  if (!hasCaseStudy(project)) return null
  const story = [
    { field: 'problem', title: t('project.problem'), text: project.problem },
    { field: 'approach', title: t('project.approach'), text: project.approach },
  ] as const
  return (
    <DetailSection id="case-study" title={t('project.caseStudy')}>
      {project.results.length > 0 ? (
        <ul className="case-study__results" aria-label={t('project.results')}>
          {project.results.map((result, index) => (
            <li key={index} className="glass case-study__result" {...textLang(project, 'results')}>
              {/* Isolated: "−48%" keeps its sign before the number on a right-to-left page too. */}
              <p className="case-study__value gradient-text">
                <bdi>{result.value}</bdi>
              </p>
              <p className="case-study__label">{result.label}</p>
              {result.context ? <p className="case-study__context">{result.context}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {story.some(({ text }) => text?.trim()) ? (
        <div className="case-study__story">
          {story.map(({ field, title, text }) =>
            text?.trim() ? (
              <div key={field} className="glass case-study__part">
                <h3 className="case-study__part-title">{title}</h3>
                <p {...textLang(project, field)}>{text}</p>
              </div>
            ) : null,
          )}
        </div>
      ) : null}
      {project.clientQuote?.trim() ? (
        <figure className="glass case-study__quote">
          <h3 className="case-study__part-title">{t('project.clientWords')}</h3>
          <blockquote {...textLang(project, 'clientQuote')}>
            <p>{project.clientQuote}</p>
          </blockquote>
          {project.clientName?.trim() ? (
            <figcaption {...textLang(project, 'clientName')}>{project.clientName}</figcaption>
          ) : null}
        </figure>
      ) : null}
    </DetailSection>
  )
}
