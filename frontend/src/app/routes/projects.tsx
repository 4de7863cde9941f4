import { ProjectsCatalog } from '../../features/projects/components/projects-catalog'
import { usePageMeta } from '../use-page-meta'

/** /projects */
export const ProjectsRoute = () => {
  usePageMeta({
    title: 'Projects',
    description: 'Web applications and platforms I have designed and built, with the stack behind each one.',
    keywords: ['projects', 'portfolio', 'web applications', 'full stack', 'case studies'],
  })
  return <ProjectsCatalog />
}
