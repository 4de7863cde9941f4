import { untranslatedOf } from '../cms/languages/textsInLanguage'
import type { PersonalInfoDto } from '../shared/apiTypes'
import type { PersonalInfo } from '../shared/payload-types'
import { defaultPersonalInfo } from '../shared/sampleData/defaultPersonalInfo'
import { serializeMedia } from './serializeMedia'
import { resumeUrlOf } from './resumeUrl'

const text = (value: string | null | undefined): string => value ?? ''

const stat = (value: number | null | undefined, fallback: number): number =>
  typeof value === 'number' ? value : fallback

/**
 * A never-saved profile answers the defaults; a saved one what the owner stored (an emptied
 * text stays empty), a missing stat falling back to the default.
 */
export const serializePersonalInfo = (doc: PersonalInfo | null | undefined): PersonalInfoDto => {
  const defaults = defaultPersonalInfo
  if (!doc || (!doc.updatedAt && !doc.name)) return defaults
  const untranslated = untranslatedOf(doc)
  return {
    name: text(doc.name),
    title: text(doc.title),
    location: text(doc.location),
    bio: text(doc.bio),
    about: text(doc.about),
    githubUrl: text(doc.githubUrl),
    linkedinUrl: text(doc.linkedinUrl),
    email: text(doc.email),
    phone: text(doc.phone),
    schedulingUrl: text(doc.schedulingUrl),
    avatar: serializeMedia(doc.avatar),
    resumeUrl: resumeUrlOf(doc),
    stats: {
      yearsExperience: stat(doc.stats?.yearsExperience, defaults.stats.yearsExperience),
      projectCount: stat(doc.stats?.projectCount, defaults.stats.projectCount),
      companiesWorked: stat(doc.stats?.companiesWorked, defaults.stats.companiesWorked),
      passionLevel: stat(doc.stats?.passionLevel, defaults.stats.passionLevel),
    },
    ...(Object.keys(untranslated).length > 0 ? { untranslated } : {}),
  }
}
