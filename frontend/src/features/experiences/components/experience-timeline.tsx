import type { ExperienceDto } from '@shared/apiTypes'

import { BriefcaseIcon } from '@/components/ui/icons'
import { Timeline } from '@/components/ui/timeline'
import { aboutWords } from '@/i18n/en/about'
import { useSiteWords } from '@/i18n/site-words-provider'

/** Professional Experience on the About page. */
export const ExperienceTimeline = ({ experiences }: { experiences: ExperienceDto[] }) => {
  const { t } = useSiteWords(aboutWords)
  return (
    <Timeline
      label={t('about.experienceLabel')}
      icon={<BriefcaseIcon />}
      entries={experiences.map((item) => ({
        id: item.id,
        period: item.year,
        title: item.title,
        organisation: item.company,
        location: item.location,
        description: item.description,
        tags: item.skills,
        textLangs: item.untranslated,
      }))}
    />
  )
}
