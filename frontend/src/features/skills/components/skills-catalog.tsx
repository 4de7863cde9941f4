import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router-dom'

import { CallToAction } from '@/components/ui/call-to-action'
import { EmptyState } from '@/components/ui/empty-state'
import { MailIcon } from '@/components/ui/icons'
import { SearchField } from '@/components/ui/search-field'
import { SectionHeader } from '@/components/ui/section-header'
import { FILTER_SKELETON_MS, SEARCH_DEBOUNCE_MS, SKILL_SKELETON_COUNT } from '@/config/constants'
import { paths } from '@/config/paths'
import { ALL_CATEGORIES } from '@/lib/search'
import { useDebouncedSearch } from '@/lib/use-debounced-search'
import { useElapsed } from '@/lib/use-elapsed'
import { useHasBeenInView } from '@/lib/use-in-view'
import { useActiveSkills } from '../api/get-skills'
import {
  countByCategory,
  filterSkills,
  resultsHeading,
  SKILL_FILTER_CATEGORIES,
} from '../utils/skill-filters'
import { SkillCard, SkillCardSkeleton } from './skill-card'
import './skills-catalog.css'

/**
 * The Skills page: debounced search, category dropdown with counts, the results heading, cards,
 * and the empty state. Skeletons show for 300 ms once the list is in view and after each filter
 * change; a failed load is logged and leaves an empty list.
 */
export const SkillsCatalog = ({
  cta,
}: {
  cta: { title: string; text: string; button: string }
}) => {
  const query = useActiveSkills()
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
      <SectionHeader
        level={1}
        eyebrow="What I work with"
        title={<span className="gradient-text">Skills &amp; Expertise</span>}
        lead="Languages, frameworks and tools I use to take products from idea to production — and how well I know each of them."
      />

      <div className="glass skills-toolbar">
        <SearchField
          id="skills-search"
          label="Search skills"
          placeholder="Search skills..."
          value={search.term}
          onChange={search.setTerm}
          pending={search.isPending}
        />
        <div className="skills-toolbar__category">
          <label htmlFor="skills-category" className="visually-hidden">
            Category
          </label>
          <select
            id="skills-category"
            className="input"
            value={category}
            onChange={(event) => setCategory(event.target.value)}
          >
            {SKILL_FILTER_CATEGORIES.map((name) => (
              <option key={name} value={name}>
                {name} ({counts[name] ?? 0})
              </option>
            ))}
          </select>
        </div>
      </div>

      <h2 className="skills-results" aria-live="polite">
        {query.isPending
          ? 'Loading skills…'
          : resultsHeading(visible.length, category, search.appliedTerm)}
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
          <EmptyState title="No skills found" text="Try a different search term or category.">
            <button type="button" className="btn btn--ghost btn--small" onClick={search.clear}>
              Clear search
            </button>
            <button
              type="button"
              className="btn btn--primary btn--small"
              onClick={() => {
                search.clear()
                setCategory(ALL_CATEGORIES)
              }}
            >
              View all skills
            </button>
          </EmptyState>
        )}
      </div>

      <CallToAction headingId="skills-cta" title={cta.title} text={cta.text}>
        <Link className="btn btn--primary" to={paths.contact}>
          <MailIcon />
          {cta.button}
        </Link>
      </CallToAction>
    </div>
  )
}
