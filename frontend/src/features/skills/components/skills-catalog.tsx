import { useEffect, useRef, useState } from 'react'

import { CallToAction, type CtaTexts } from '@/components/ui/call-to-action'
import { CatalogHeader } from '@/components/ui/catalog-header'
import { NoResults } from '@/components/ui/empty-state'
import { MailIcon } from '@/components/ui/icons'
import { FILTER_SKELETON_MS, SEARCH_DEBOUNCE_MS, SKILL_SKELETON_COUNT } from '@/config/constants'
import { skillsWords } from '@/i18n/en/skills'
import { useSiteWords } from '@/i18n/site-words-provider'
import { ALL_CATEGORIES } from '@/lib/search'
import { useDebouncedSearch } from '@/lib/use-debounced-search'
import { useElapsed } from '@/lib/use-elapsed'
import { useHasBeenInView } from '@/lib/use-in-view'
import { usePaths } from '@/lib/page-language'
import { useActiveSkills } from '../api/get-skills'
import {
  categoryLabel,
  countByCategory,
  filterSkills,
  resultsHeading,
  SKILL_FILTER_CATEGORIES,
} from '../utils/skill-filters'
import { SkillCard, SkillCardSkeleton } from './skill-card'
import './skills-catalog.css'

/**
 * The Skills page (spec section 4: skeletons 300 ms once in view and after each filter change; a
 * failed load is logged and leaves an empty list).
 */
export const SkillsCatalog = ({ cta }: { cta: CtaTexts }) => {
  const paths = usePaths()
  const query = useActiveSkills()
  const { t, formatNumber } = useSiteWords(skillsWords)
  const search = useDebouncedSearch(SEARCH_DEBOUNCE_MS)
  const [category, setCategory] = useState<string>(ALL_CATEGORIES)
  const listRef = useRef<HTMLDivElement>(null)
  const inView = useHasBeenInView(listRef)
  const filterKey = `${category}\u0000${search.appliedTerm}`
  const settled = useElapsed(FILTER_SKELETON_MS, inView, filterKey)

  useEffect(() => {
    if (query.isError) console.error('Failed to load skills', query.error)
  }, [query.isError, query.error])

  const skills = query.data ?? []
  const counts = countByCategory(skills)
  const visible = filterSkills(skills, search.appliedTerm, category)
  const loading = query.isPending || !settled

  return (
    <div className="container page">
      <CatalogHeader name="skills" word={(name) => t(`skills.${name}`)} search={search}>
        <div className="skills-toolbar__category">
          <label htmlFor="skills-category" className="visually-hidden">
            {t('skills.categoryLabel')}
          </label>
          <select
            id="skills-category"
            className="input"
            value={category}
            onChange={(event) => setCategory(event.target.value)}
          >
            {SKILL_FILTER_CATEGORIES.map((name) => (
              <option key={name} value={name}>
                {categoryLabel(t, name)} ({formatNumber(counts[name] ?? 0)})
              </option>
            ))}
          </select>
        </div>
      </CatalogHeader>

      <h2 className="skills-results" aria-live="polite">
        {query.isPending
          ? t('skills.loading')
          : resultsHeading(t, visible.length, category, search.appliedTerm)}
      </h2>

      <div ref={listRef} className="skills-list" aria-busy={loading}>
        {loading ? (
          <div className="grid grid--3">
            {Array.from({ length: SKILL_SKELETON_COUNT }, (_, index) => (
              <SkillCardSkeleton key={index} />
            ))}
          </div>
        ) : visible.length > 0 ? (
          <ul className="grid grid--3">
            {visible.map((skill) => (
              <li key={skill.id}>
                <SkillCard skill={skill} />
              </li>
            ))}
          </ul>
        ) : (
          <NoResults
            title={t('skills.emptyTitle')}
            text={t('skills.emptyText')}
            onClear={search.clear}
            viewAll={t('skills.viewAll')}
            onViewAll={() => {
              search.clear()
              setCategory(ALL_CATEGORIES)
            }}
          />
        )}
      </div>

      <CallToAction headingId="skills-cta" texts={cta} to={paths.contact} icon={<MailIcon />} />
    </div>
  )
}
