import { ProjectsCatalog } from '@/features/projects/components/projects-catalog'
import { useSiteTexts } from '@/features/site-texts/api/get-site-texts'
import { usePageMeta } from '../use-page-meta'

/** /projects */
export const ProjectsRoute = () => {
  usePageMeta({ page: 'projects' })
  const { projects: texts } = useSiteTexts()
  return <ProjectsCatalog cta={texts} />
}
