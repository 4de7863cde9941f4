import { skillsPageTexts } from '@shared/seo/pageTexts'
import { SkillsCatalog } from '@/features/skills/components/skills-catalog'
import { usePageMeta } from '../use-page-meta'

/** /skills */
export const SkillsRoute = () => {
  usePageMeta(skillsPageTexts)
  return <SkillsCatalog />
}
