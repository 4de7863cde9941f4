import { useSearchParams } from 'react-router-dom'

import { CallToAction, type CtaTexts } from '@/components/ui/call-to-action'
import { CatalogHeader } from '@/components/ui/catalog-header'
import { EmptyState, NoResults } from '@/components/ui/empty-state'
import { LoadFailedState } from '@/components/ui/load-failed-state'
import { MailIcon } from '@/components/ui/icons'
import {
  FILTER_SKELETON_MS,
  PLACEHOLDER_MS,
  PROJECT_SKELETON_COUNT,
  SEARCH_DEBOUNCE_MS,
} from '@/config/constants'
import { projectsWords } from '@/i18n/en/projects'
import { useSiteWords } from '@/i18n/site-words-provider'
import { ALL_CATEGORIES } from '@/lib/search'
import { useDebouncedSearch } from '@/lib/use-debounced-search'
import { useElapsed } from '@/lib/use-elapsed'
import { usePaths } from '@/lib/page-language'
import { useActiveProjects } from '../api/get-projects'
import { filterProjects } from '../utils/project-search'
import { ProjectCard, ProjectCardSkeleton } from './project-card'
import './projects-catalog.css'

/** Cards in the first row are above the fold on a desktop: their pictures load at once. */
const EAGER_CARDS = 3

/** The Projects page; the category filter has no control of its own: it follows `?category=`. */
export const ProjectsCatalog = ({ cta }: { cta: CtaTexts }) => {
  const paths = usePaths()
  const query = useActiveProjects()
  const { t } = useSiteWords(projectsWords)
  const search = useDebouncedSearch(SEARCH_DEBOUNCE_MS)
  const [params, setParams] = useSearchParams()
  const category = params.get('category') || ALL_CATEGORIES
  const placeholderDone = useElapsed(PLACEHOLDER_MS)
  const filterKey = `${category}\u0000${search.appliedTerm}`
  const filterDone = useElapsed(FILTER_SKELETON_MS, true, filterKey)
  // The first placeholder lasts 600 ms; each later filter change shows skeletons for 300 ms.
  const loading = query.isPending || !placeholderDone || !filterDone

  const projects = filterProjects(query.data ?? [], search.appliedTerm, category)
  // An empty page nobody filtered is no failed search: it is told apart from one.
  const searched = search.appliedTerm.trim() !== '' || category !== ALL_CATEGORIES
  const viewAll = () => {
    search.clear()
    if (params.has('category')) setParams({}, { replace: true })
  }

  return (
    <div className="container page">
      <CatalogHeader name="projects" word={(name) => t(`projects.${name}`)} search={search} />

      <div className="projects-list" aria-busy={loading}>
        {loading ? (
          <div className="grid grid--projects grid--2">
            {Array.from({ length: PROJECT_SKELETON_COUNT }, (_, index) => (
              <ProjectCardSkeleton key={index} />
            ))}
          </div>
        ) : projects.length > 0 ? (
          <ul className="grid grid--projects grid--2" aria-label={t('projects.listLabel')}>
            {projects.map((project, index) => (
              <li key={project.id}>
                <ProjectCard project={project} eager={index < EAGER_CARDS} headingLevel={2} />
              </li>
            ))}
          </ul>
        ) : searched ? (
          <NoResults
            title={t('projects.emptyTitle')}
            text={t('projects.emptySearchText')}
            onClear={search.clear}
            viewAll={t('projects.viewAll')}
            onViewAll={viewAll}
          />
        ) : query.isError ? (
          <LoadFailedState
            title={t('projects.emptyTitle')}
            text={t('projects.loadFailedText')}
            retryLabel={t('projects.tryAgain')}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <EmptyState title={t('projects.noneTitle')} text={t('projects.noneText')} />
        )}
      </div>

      <CallToAction headingId="projects-cta" texts={cta} to={paths.contact} icon={<MailIcon />} />
    </div>
  )
}
