import { SkillsCatalog } from '../../features/skills/components/skills-catalog'
import { usePageMeta } from '../use-page-meta'

/** /skills */
export const SkillsRoute = () => {
  usePageMeta({
    title: 'Skills & Expertise',
    description: 'Frontend, backend, server, cloud and general skills, each with its level of expertise.',
    keywords: ['skills', 'expertise', 'React', 'TypeScript', 'Node.js', 'NestJS', 'MongoDB', 'AWS', 'Docker'],
  })
  return <SkillsCatalog />
}
