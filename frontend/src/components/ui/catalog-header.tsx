import type { ReactNode } from 'react'

import type { DebouncedSearch } from '@/lib/use-debounced-search'
import { SearchField } from './search-field'
import { SectionHeader } from './section-header'

/** The words of a list page's top, by their name after the page's prefix (`projects.title`). */
type CatalogWord = 'eyebrow' | 'title' | 'lead' | 'searchLabel' | 'searchPlaceholder'

/** The top of a page that lists and searches (Projects, Skills, Writing): heading and toolbar. */
export const CatalogHeader = ({
  name,
  word,
  search,
  children,
}: {
  /** Names the toolbar's class (`projects-toolbar`) and the search box (`projects-search`). */
  name: string
  word: (name: CatalogWord) => string
  search: DebouncedSearch
  /** More controls beside the search box. */
  children?: ReactNode
}) => (
  <>
    <SectionHeader
      level={1}
      eyebrow={word('eyebrow')}
      title={<span className="gradient-text">{word('title')}</span>}
      lead={word('lead')}
    />
    <div className={`glass ${name}-toolbar`}>
      <SearchField
        id={`${name}-search`}
        label={word('searchLabel')}
        placeholder={word('searchPlaceholder')}
        value={search.term}
        onChange={search.setTerm}
        pending={search.isPending}
      />
      {children}
    </div>
  </>
)
