import type { EducationDto } from '@shared/apiTypes'

import { CapIcon } from '@/components/ui/icons'
import { Timeline } from '@/components/ui/timeline'

/** The Education timeline on the About page. */
export const EducationTimeline = ({ education }: { education: EducationDto[] }) => (
  <Timeline
    label="Education"
    icon={<CapIcon />}
    entries={education.map((item) => ({
      id: item.id,
      period: item.year,
      title: item.title,
      organisation: item.institution,
      location: item.location,
      description: item.description,
      bullets: item.achievements,
    }))}
  />
)
