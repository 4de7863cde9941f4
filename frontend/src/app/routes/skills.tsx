import { SkillsCatalog } from '@/features/skills/components/skills-catalog'
import { useSiteTexts } from '@/features/site-texts/api/get-site-texts'
import { usePageMeta } from '../use-page-meta'

/** /skills */
export const SkillsRoute = () => {
  usePageMeta({ page: 'skills' })
  const { skills: texts } = useSiteTexts()
  return <SkillsCatalog cta={texts} />
}
