import type {
  EducationDto,
  ExperienceDto,
  InterestDto,
  PersonalInfoDto,
  ProjectDto,
  SkillDto,
} from '../shared/apiTypes'
import { SKILL_CATEGORIES } from '../shared/model'

const JSON_RESUME_SCHEMA_URL =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json'

export type ResumeSource = {
  info: PersonalInfoDto
  experiences: ExperienceDto[]
  education: EducationDto[]
  skills: SkillDto[]
  projects: ProjectDto[]
  interests: InterestDto[]
  /** For `meta.lastModified`. */
  updatedAt: string | null
}

type DateRange = { startDate?: string; endDate?: string }

/** Years only: a free-text period ("2022 - Present", "2020") says no more. */
export const datesOf = (period: string): DateRange => {
  const years = period.match(/\b(?:19|20)\d{2}\b/g) ?? []
  if (years.length === 0) return {}
  const open = /\b(present|current|now|today)\b/i.test(period)
  const startDate = years[0]!
  const endDate = open ? undefined : (years[1] ?? startDate)
  return endDate ? { startDate, endDate } : { startDate }
}

const locationOf = (text: string) => {
  const [city, ...rest] = text.split(',').map((part) => part.trim())
  if (!city) return undefined
  return rest.length ? { city, region: rest.join(', ') } : { city }
}

const usernameOf = (url: string): string | undefined => {
  try {
    return new URL(url).pathname.split('/').filter(Boolean).pop()
  } catch {
    return undefined
  }
}

/** The schema wants absent keys, not empty ones. */
const compact = <T extends Record<string, unknown>>(value: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(value).filter(([, field]) => field !== undefined && field !== ''),
  ) as Partial<T>

const absolute = (url: string, origin: string): string =>
  /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`

/** Of what the caller passes (published only); the import reads it back (ADR 0035). */
export const buildJsonResume = (source: ResumeSource, origin: string) => {
  const { info } = source
  const profiles = [
    { network: 'GitHub', url: info.githubUrl },
    { network: 'LinkedIn', url: info.linkedinUrl },
  ]
    .filter((profile) => profile.url)
    .map((profile) => compact({ ...profile, username: usernameOf(profile.url) }))
  const skillsByCategory = SKILL_CATEGORIES.map((category) => ({
    name: category,
    keywords: source.skills.filter((skill) => skill.category === category).map((s) => s.name),
  })).filter((group) => group.keywords.length > 0)
  return {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: compact({
      name: info.name,
      label: info.title,
      image: info.avatar?.url ? absolute(info.avatar.url, origin) : undefined,
      email: info.email,
      phone: info.phone,
      url: origin,
      summary: info.about || info.bio,
      location: info.location ? locationOf(info.location) : undefined,
      profiles,
    }),
    work: source.experiences.map((experience) =>
      compact({
        name: experience.company,
        position: experience.title,
        location: experience.location,
        ...datesOf(experience.year),
        summary: experience.description,
      }),
    ),
    education: source.education.map((entry) =>
      compact({
        institution: entry.institution,
        area: entry.title,
        ...datesOf(entry.year),
        courses: entry.achievements.length ? entry.achievements : undefined,
      }),
    ),
    skills: skillsByCategory,
    projects: source.projects.map((project) =>
      compact({
        name: project.title,
        description: project.description,
        highlights: project.features.length ? project.features : undefined,
        keywords: project.technologies.length ? project.technologies : undefined,
        // A project with only its code's address is read back as such (mapJsonResume).
        url: project.liveUrl || project.githubUrl || undefined,
        startDate: project.startDate ?? undefined,
        endDate: project.endDate ?? undefined,
        roles: project.myRole ? [project.myRole] : undefined,
        type: project.category,
      }),
    ),
    interests: source.interests.map((interest) =>
      compact({
        name: interest.title,
        keywords: interest.description ? [interest.description] : undefined,
      }),
    ),
    meta: compact({
      canonical: `${origin}/resume.json`,
      version: 'v1.0.0',
      lastModified: source.updatedAt ?? undefined,
    }),
  }
}
