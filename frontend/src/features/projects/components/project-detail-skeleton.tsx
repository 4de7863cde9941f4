import { PageSkeleton, Skeleton, SkeletonLines } from '@/components/ui/skeleton'
import { projectWords } from '@/i18n/en/project'
import { useSiteWords } from '@/i18n/site-words-provider'
import './project-detail.css'

/** The detail page's placeholder: back link, hero and the two fact boxes, at their real sizes. */
export const ProjectDetailSkeleton = () => {
  const { t } = useSiteWords(projectWords)
  return (
    <PageSkeleton
      className="project-detail"
      testId="project-detail-skeleton"
      label={t('project.loading')}
      backGap={24}
    >
      <div className="glass project-detail__hero">
        <div className="project-detail__intro">
          <div className="project-detail__badges">
            <Skeleton style={{ width: 80, height: 26, borderRadius: 999 }} />
            <Skeleton style={{ width: 90, height: 26, borderRadius: 999 }} />
          </div>
          <Skeleton style={{ width: '80%', height: 52 }} />
          <SkeletonLines widths={['100%', '96%', '88%', '60%']} />
        </div>
        <Skeleton className="project-detail__cover" />
      </div>
      <div className="project-detail__facts">
        <Skeleton style={{ height: 88, borderRadius: 18 }} />
        <Skeleton style={{ height: 88, borderRadius: 18 }} />
      </div>
    </PageSkeleton>
  )
}
