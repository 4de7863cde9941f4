import { projectsPageTexts } from '@shared/seo/pageTexts'
import { ProjectsCatalog } from '@/features/projects/components/projects-catalog'
import { usePageMeta } from '../use-page-meta'

/** /projects */
export const ProjectsRoute = () => {
  usePageMeta(projectsPageTexts)
  return <ProjectsCatalog />
}
