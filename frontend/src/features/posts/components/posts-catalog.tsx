import { useEffect, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'

import { CatalogHeader } from '@/components/ui/catalog-header'
import { EmptyState, NoResults } from '@/components/ui/empty-state'
import { LoadFailedState } from '@/components/ui/load-failed-state'
import { FILTER_SKELETON_MS, PLACEHOLDER_MS, SEARCH_DEBOUNCE_MS } from '@/config/constants'
import { writingWords } from '@/i18n/en/writing'
import { useSiteWords } from '@/i18n/site-words-provider'
import { usePageLanguage, usePaths } from '@/lib/page-language'
import { useDebouncedSearch } from '@/lib/use-debounced-search'
import { useElapsed } from '@/lib/use-elapsed'
import { usePostPage, usePublishedPosts } from '../api/get-posts'
import { tagsOf } from '../utils/post-neighbours'
import { readWritingFilters, writingQuery } from '../utils/writing-filters'
import { PostCard, PostCardSkeleton } from './post-card'
import { PostPager } from './post-pager'
import { TagFilter } from './tag-filter'
import './posts-catalog.css'

/** Posts on a page of the list (the contract's public page size). */
const POSTS_PER_PAGE = 10
/** Placeholders while a page loads: as many cards as fill a screen. */
const SKELETON_COUNT = 3
/** Cards high enough on the page to be in the first screen: their covers load at once. */
const EAGER_CARDS = 2

/**
 * The Writing page: published posts, newest first, ten a page. The address holds the filters
 * (`?search=…&tag=…&page=…`) so each page can be linked to; skeletons as on the Projects page.
 */
export const PostsCatalog = () => {
  const paths = usePaths()
  const { language } = usePageLanguage()
  const { t } = useSiteWords(writingWords)
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const filters = readWritingFilters(params)
  const search = useDebouncedSearch(SEARCH_DEBOUNCE_MS, filters.search)

  // The address changed the search (a tag link, the back button): the box shows it.
  const [addressSearch, setAddressSearch] = useState(filters.search)
  if (filters.search !== addressSearch) {
    setAddressSearch(filters.search)
    if (filters.search !== search.appliedTerm.trim()) search.replace(filters.search)
  }
  // The visitor's search, once applied, goes into the address (replacing it: no history entry
  // per word typed), back on the first page.
  const applied = useRef(search.appliedTerm)
  useEffect(() => {
    if (applied.current === search.appliedTerm) return
    applied.current = search.appliedTerm
    if (search.appliedTerm.trim() === filters.search) return
    setParams(new URLSearchParams(writingQuery({ search: search.appliedTerm, tag: filters.tag })), {
      replace: true,
    })
  }, [search.appliedTerm, filters.search, filters.tag, setParams])

  const query = usePostPage({
    page: filters.page,
    limit: POSTS_PER_PAGE,
    search: filters.search || undefined,
    tag: filters.tag || undefined,
  })
  const published = usePublishedPosts()
  const placeholderDone = useElapsed(PLACEHOLDER_MS)
  const filterDone = useElapsed(
    FILTER_SKELETON_MS,
    true,
    `${filters.search}\u0000${filters.tag}\u0000${filters.page}`,
  )
  const loading = query.isPending || query.isPlaceholderData || !placeholderDone || !filterDone

  const posts = query.data?.data ?? []
  const totalPages = query.data?.pagination.totalPages ?? 0
  const filtered = filters.search !== '' || filters.tag !== '' || filters.page > 1
  const at = (changes: Partial<typeof filters>) =>
    `${paths.writing}${writingQuery({ ...filters, ...changes })}`
  const viewAll = () => {
    search.clear()
    void navigate(paths.writing)
  }

  return (
    <div className="container page">
      <CatalogHeader name="writing" word={(name) => t(`writing.${name}`)} search={search}>
        <TagFilter
          tags={tagsOf(published.data ?? [], language)}
          value={filters.tag}
          onChange={(tag) => void navigate(at({ tag, page: 1 }))}
        />
      </CatalogHeader>

      <div className="writing-list" aria-busy={loading}>
        {loading ? (
          <>
            <span className="visually-hidden">{t('writing.loading')}</span>
            <div className="writing-list__posts">
              {Array.from({ length: SKELETON_COUNT }, (_, index) => (
                <PostCardSkeleton key={index} />
              ))}
            </div>
          </>
        ) : posts.length > 0 ? (
          <>
            <ul className="writing-list__posts" aria-label={t('writing.listLabel')}>
              {posts.map((post, index) => (
                <li key={post.id}>
                  <PostCard
                    post={post}
                    headingLevel={2}
                    eager={filters.page === 1 && index < EAGER_CARDS}
                  />
                </li>
              ))}
            </ul>
            <PostPager page={filters.page} totalPages={totalPages} href={(page) => at({ page })} />
          </>
        ) : query.isError ? (
          <LoadFailedState
            title={t('writing.emptyTitle')}
            text={t('writing.loadFailedText')}
            retryLabel={t('writing.tryAgain')}
            onRetry={() => void query.refetch()}
          />
        ) : filtered ? (
          <NoResults
            title={t('writing.emptyTitle')}
            text={t('writing.emptySearchText')}
            onClear={filters.search ? () => void navigate(at({ search: '', page: 1 })) : undefined}
            viewAll={t('writing.viewAll')}
            onViewAll={viewAll}
          />
        ) : (
          <EmptyState title={t('writing.noneTitle')} text={t('writing.noneText')} />
        )}
      </div>
    </div>
  )
}
