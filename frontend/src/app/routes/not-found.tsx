import { useEffect } from 'react'
import { Link, useLocation } from 'react-router-dom'

import { HomeIcon } from '@/components/ui/icons'
import { notFoundWords } from '@/i18n/en/not-found'
import { useSiteWords } from '@/i18n/site-words-provider'
import { usePaths } from '@/lib/page-language'
import { usePageMeta } from '../use-page-meta'

/** Any unknown path: 404, with the attempted path logged for whoever reads the console. */
export const NotFoundRoute = () => {
  const paths = usePaths()
  const { pathname } = useLocation()
  const { t } = useSiteWords(notFoundWords)
  usePageMeta({ page: 'notFound' })
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])
  return (
    <div className="container page status-page">
      <div className="glass status-page__card">
        <p className="status-page__code gradient-text" aria-hidden="true">
          404
        </p>
        <h1 className="title-lg">
          <span className="visually-hidden">404 — </span>
          {t('notFound.title')}
        </h1>
        <p className="lead">{t('notFound.text')}</p>
        <Link className="btn btn--primary" to={paths.home}>
          <HomeIcon />
          {t('common.returnHome')}
        </Link>
      </div>
    </div>
  )
}
