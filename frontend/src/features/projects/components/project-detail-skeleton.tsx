import { Skeleton } from '@/components/ui/skeleton'
import { projectWords } from '@/i18n/en/project'
import { useSiteWords } from '@/i18n/site-words-provider'
import './project-detail.css'

/** The detail page's placeholder: back link, hero and the two fact boxes, at their real sizes. */
export const ProjectDetailSkeleton = () => {
  const { t } = useSiteWords(projectWords)
  return (
    <div className="project-detail" data-testid="project-detail-skeleton" aria-busy="true">
      <span className="visually-hidden">{t('project.loading')}</span>
      <Skeleton style={{ width: 170, height: 40, borderRadius: 999, marginBottom: 24 }} />
      <div className="glass project-detail__hero">
        <div className="project-detail__intro">
          <div className="project-detail__badges">
            <Skeleton style={{ width: 80, height: 26, borderRadius: 999 }} />
            <Skeleton style={{ width: 90, height: 26, borderRadius: 999 }} />
          </div>
          <Skeleton style={{ width: '80%', height: 52 }} />
          <div>
            <Skeleton className="skeleton-text" style={{ width: '100%' }} />
            <Skeleton className="skeleton-text" style={{ width: '96%' }} />
            <Skeleton className="skeleton-text" style={{ width: '88%' }} />
            <Skeleton className="skeleton-text" style={{ width: '60%' }} />
          </div>
        </div>
        <Skeleton className="project-detail__cover" />
      </div>
      <div className="project-detail__facts">
        <Skeleton style={{ height: 88, borderRadius: 18 }} />
        <Skeleton style={{ height: 88, borderRadius: 18 }} />
      </div>
    </div>
  )
}
