import type { EducationDto } from '@shared/apiTypes'

import { CapIcon } from '@/components/ui/icons'
import { Timeline } from '@/components/ui/timeline'
import { aboutWords } from '@/i18n/en/about'
import { useSiteWords } from '@/i18n/site-words-provider'

/** The Education timeline on the About page. */
export const EducationTimeline = ({ education }: { education: EducationDto[] }) => {
  const { t } = useSiteWords(aboutWords)
  return (
    <Timeline
      label={t('about.educationTitle')}
      icon={<CapIcon />}
      entries={education.map((item) => ({
        id: item.id,
        period: item.year,
        title: item.title,
        organisation: item.institution,
        location: item.location,
        description: item.description,
        bullets: item.achievements,
        textLangs: { ...item.untranslated, bullets: item.untranslated?.achievements },
      }))}
    />
  )
}
