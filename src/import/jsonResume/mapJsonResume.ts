import { completeUrl } from '../../cms/fields/urlField'
import { PERSONAL_INFO_LIMITS, SKILL_CATEGORIES, type SkillCategory } from '../../shared/model'
import type { JsonResume } from './jsonResumeDocument'
import { dayOf, periodOf } from './periods'
import { jsonPath } from './readJsonResume'
import { DEFAULT_SKILL_LEVEL, skillLevelOf } from './skillLevels'

/** Something in the file the import leaves out, where, and why (never dropped unsaid). */
export type Skipped = { path: string; reason: string }

/** Where in the file each of a record's fields comes from (`title` → `basics.label`). */
export type FieldSources = Record<string, string>

/** One record the file describes, with its natural key (ADR 0035) and each field's source. */
export type ImportedRecord = {
  key: string
  path: string
  input: Record<string, unknown>
  from: FieldSources
}

export type ImportCollection = 'experiences' | 'education' | 'skills' | 'projects' | 'interests'

export type MappedResume = {
  /** The personal info's fields the file gives (only those), or null when it has no `basics`. */
  personalInfo: { path: string; input: Record<string, string>; from: FieldSources } | null
  records: Record<ImportCollection, ImportedRecord[]>
  skipped: Skipped[]
}

/** The sections the import reads; `$schema` and `meta` describe the file, not the owner. */
const READ_SECTIONS = new Set(['basics', 'work', 'education', 'skills', 'projects', 'interests'])
const FILE_SECTIONS = new Set(['$schema', 'meta'])

const NO_PLACE = 'no place for it on the site'
const keyPart = (text: string | undefined) => (text ?? '').trim().toLowerCase()
const present = (text: string | undefined): text is string => !!text && text.trim() !== ''
const sameWords = (a: string, b: string) => keyPart(a) === keyPart(b)

/** `{ title: 'label' }` under `basics` → `{ title: 'basics.label' }`. */
const sourcesOf = (
  path: (string | number)[],
  fields: Record<string, string | (string | number)[]>,
) =>
  Object.fromEntries(
    Object.entries(fields).map(([field, source]) => [
      field,
      jsonPath([...path, ...(Array.isArray(source) ? source : [source])]),
    ]),
  )

/** An address as the admin completes it (`example.com` → `https://example.com`). */
const address = (text: string) => completeUrl(text.trim())

/** A project's address on GitHub is its code, not a live demo. */
const GITHUB_ADDRESS = /^https?:\/\/(www\.)?github\.com\//i

/** Each field of `entry` outside `read`, as skipped (the file's extra fields are never lost unsaid). */
const skipUnread = (
  entry: Record<string, unknown>,
  read: readonly string[],
  path: (string | number)[],
  skipped: Skipped[],
  reasons: Readonly<Record<string, string>> = {},
) => {
  for (const [field, value] of Object.entries(entry)) {
    if (read.includes(field) || value === undefined || value === '') continue
    skipped.push({ path: jsonPath([...path, field]), reason: reasons[field] ?? NO_PLACE })
  }
}

/** A summary's first paragraph, cut at a sentence end within `max` characters (the bio). */
const firstParagraph = (text: string, max: number): string => {
  const paragraph = text
    .trim()
    .split(/\n\s*\n/)[0]!
    .trim()
  if (paragraph.length <= max) return paragraph
  const cut = paragraph.slice(0, max)
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('! '), cut.lastIndexOf('? '))
  return end > 0 ? cut.slice(0, end + 1) : cut.slice(0, cut.lastIndexOf(' ')).trim()
}

const PROFILE_SITES = [
  { network: /github/i, field: 'githubUrl', base: 'https://github.com/' },
  { network: /linkedin/i, field: 'linkedinUrl', base: 'https://www.linkedin.com/in/' },
] as const

const mapBasics = (
  basics: NonNullable<JsonResume['basics']>,
  skipped: Skipped[],
): MappedResume['personalInfo'] => {
  const input: Record<string, string> = {}
  const from = sourcesOf(['basics'], {
    name: 'name',
    title: 'label',
    email: 'email',
    phone: 'phone',
    about: 'summary',
    bio: 'summary',
    location: 'location',
  })
  if (present(basics.name)) input.name = basics.name.trim()
  if (present(basics.label)) input.title = basics.label.trim()
  if (present(basics.email)) input.email = basics.email.trim()
  if (present(basics.phone)) input.phone = basics.phone.trim()
  if (present(basics.summary)) {
    input.about = basics.summary.trim()
    input.bio = firstParagraph(basics.summary, PERSONAL_INFO_LIMITS.bio)
  }
  const place = basics.location
  if (place) {
    const where = [place.city, place.region].filter(present).map((part) => part.trim())
    // "Berlin, Berlin": a city that is its own region is named once.
    const named = where.filter(
      (part, index) => where.findIndex((other) => sameWords(other, part)) === index,
    )
    if (named.length) input.location = named.join(', ')
    skipUnread(place, ['city', 'region'], ['basics', 'location'], skipped)
  }
  basics.profiles?.forEach((profile, index) => {
    const site = PROFILE_SITES.find((candidate) => candidate.network.test(profile.network ?? ''))
    const url = present(profile.url)
      ? address(profile.url)
      : site && present(profile.username)
        ? `${site.base}${profile.username.trim()}`
        : undefined
    if (site && url && !(site.field in input)) {
      input[site.field] = url
      from[site.field] = jsonPath([
        'basics',
        'profiles',
        index,
        present(profile.url) ? 'url' : 'username',
      ])
    } else
      skipped.push({
        path: jsonPath(['basics', 'profiles', index]),
        reason: site
          ? 'a second profile on the same network'
          : `the site links GitHub and LinkedIn only${profile.network ? `, not ${profile.network}` : ''}`,
      })
  })
  skipUnread(
    basics,
    ['name', 'label', 'email', 'phone', 'summary', 'location', 'profiles'],
    ['basics'],
    skipped,
    {
      image: 'a photo is uploaded in Personal info, not imported from an address',
      url: 'the site is its own address',
    },
  )
  return Object.keys(input).length ? { path: 'basics', input, from } : null
}

/** `keywords` of a skills entry named after one of the site's categories: its skills by name. */
const categoryOf = (name: string | undefined): SkillCategory | undefined =>
  SKILL_CATEGORIES.find((category) => category.toLowerCase() === keyPart(name))

/**
 * The site's records from a JSON Resume; anything else, and an entry lacking what the site
 * needs, is listed as skipped by JSON path.
 */
export const mapJsonResume = (resume: JsonResume): MappedResume => {
  const skipped: Skipped[] = []
  const records: MappedResume['records'] = {
    experiences: [],
    education: [],
    skills: [],
    projects: [],
    interests: [],
  }
  const add = (collection: ImportCollection, record: ImportedRecord) => {
    if (records[collection].some((other) => other.key === record.key))
      skipped.push({ path: record.path, reason: 'the same entry appears earlier in the file' })
    else records[collection].push(record)
  }
  const skip = (path: (string | number)[], reason: string) => {
    skipped.push({ path: jsonPath(path), reason })
  }
  for (const [section, value] of Object.entries(resume)) {
    if (READ_SECTIONS.has(section) || FILE_SECTIONS.has(section) || value === undefined) continue
    if (Array.isArray(value)) value.forEach((_, index) => skip([section, index], NO_PLACE))
    else skipped.push({ path: section, reason: NO_PLACE })
  }

  const personalInfo = resume.basics ? mapBasics(resume.basics, skipped) : null

  resume.work?.forEach((job, index) => {
    const path = ['work', index]
    const year = periodOf(job.startDate, job.endDate)
    if (!present(job.name) || !present(job.position) || !year)
      return skip(path, 'a job needs its company (name), position and startDate')
    const highlights = (job.highlights ?? []).filter(present).map((line) => `• ${line.trim()}`)
    const description = [job.summary?.trim(), ...highlights].filter(present).join('\n')
    add('experiences', {
      key: `${keyPart(job.name)}|${keyPart(job.position)}|${job.startDate}`,
      path: jsonPath(path),
      input: {
        company: job.name.trim(),
        title: job.position.trim(),
        year,
        ...(present(job.location) ? { location: job.location.trim() } : {}),
        ...(description ? { description } : {}),
      },
      from: sourcesOf(path, {
        company: 'name',
        title: 'position',
        year: 'startDate',
        location: 'location',
        description: 'summary',
      }),
    })
    skipUnread(
      job,
      ['name', 'position', 'startDate', 'endDate', 'summary', 'highlights', 'location'],
      path,
      skipped,
    )
  })

  resume.education?.forEach((school, index) => {
    const path = ['education', index]
    const year = periodOf(school.startDate, school.endDate)
    const title = [school.studyType, school.area]
      .filter(present)
      .map((part) => part.trim())
      .join(', ')
    if (!present(school.institution) || !title || !year)
      return skip(path, 'a school needs its institution, area or studyType, and startDate')
    add('education', {
      key: `${keyPart(school.institution)}|${keyPart(title)}|${school.startDate}`,
      path: jsonPath(path),
      input: {
        institution: school.institution.trim(),
        title,
        year,
        ...(school.courses?.length ? { achievements: school.courses.filter(present) } : {}),
      },
      from: sourcesOf(path, {
        institution: 'institution',
        title: 'studyType',
        year: 'startDate',
        achievements: 'courses',
      }),
    })
    skipUnread(
      school,
      ['institution', 'area', 'studyType', 'startDate', 'endDate', 'courses'],
      path,
      skipped,
    )
  })

  resume.skills?.forEach((skill, index) => {
    const path = ['skills', index]
    skipUnread(skill, ['name', 'level', 'keywords'], path, skipped)
    const category = categoryOf(skill.name)
    // The site's own export groups its skills by category, each skill a keyword.
    if (category && skill.keywords?.length && !present(skill.level)) {
      skill.keywords.forEach((name, keywordIndex) => {
        if (!present(name)) return
        add('skills', {
          key: keyPart(name),
          path: jsonPath([...path, 'keywords', keywordIndex]),
          input: { name: name.trim(), category, level: DEFAULT_SKILL_LEVEL },
          from: sourcesOf(path, { name: ['keywords', keywordIndex], category: 'name' }),
        })
      })
      return
    }
    if (!present(skill.name)) return skip(path, 'a skill needs its name')
    let level = DEFAULT_SKILL_LEVEL
    if (present(skill.level)) {
      const read = skillLevelOf(skill.level)
      if (read === null)
        skip(
          [...path, 'level'],
          `"${skill.level}" is not a level the import knows; the skill gets ${DEFAULT_SKILL_LEVEL}`,
        )
      else level = read
    }
    const keywords = (skill.keywords ?? []).filter(present)
    add('skills', {
      key: keyPart(skill.name),
      path: jsonPath(path),
      input: {
        name: skill.name.trim(),
        category: 'General',
        level,
        ...(keywords.length ? { description: keywords.join(', ') } : {}),
      },
      from: sourcesOf(path, { name: 'name', level: 'level', description: 'keywords' }),
    })
  })

  resume.projects?.forEach((project, index) => {
    const path = ['projects', index]
    if (!present(project.name)) return skip(path, 'a project needs its name')
    const highlights = (project.highlights ?? []).filter(present)
    const roles = (project.roles ?? []).filter(present)
    const url = present(project.url) ? address(project.url) : undefined
    const started = dayOf(project.startDate)
    const ended = dayOf(project.endDate)
    add('projects', {
      key: keyPart(project.name),
      path: jsonPath(path),
      input: {
        title: project.name.trim(),
        description: present(project.description)
          ? project.description.trim()
          : project.name.trim(),
        category: present(project.type) ? project.type.trim() : 'Project',
        technologies: (project.keywords ?? []).filter(present),
        features: highlights,
        ...(url ? { [GITHUB_ADDRESS.test(url) ? 'githubUrl' : 'liveUrl']: url } : {}),
        ...(roles.length ? { myRole: roles.join(', ') } : {}),
        startDate: started,
        endDate: ended,
        // Begun and not ended is what the project's page shows as "– Present".
        ...(started ? { status: ended ? 'completed' : 'in-progress' } : {}),
      },
      from: sourcesOf(path, {
        title: 'name',
        description: 'description',
        category: 'type',
        technologies: 'keywords',
        features: 'highlights',
        liveUrl: 'url',
        githubUrl: 'url',
        myRole: 'roles',
        startDate: 'startDate',
        endDate: 'endDate',
        status: 'endDate',
      }),
    })
    skipUnread(
      project,
      [
        'name',
        'description',
        'highlights',
        'keywords',
        'startDate',
        'endDate',
        'url',
        'roles',
        'type',
      ],
      path,
      skipped,
    )
  })

  resume.interests?.forEach((interest, index) => {
    const path = ['interests', index]
    if (!present(interest.name)) return skip(path, 'an interest needs its name')
    const keywords = (interest.keywords ?? []).filter(present)
    add('interests', {
      key: keyPart(interest.name),
      path: jsonPath(path),
      input: {
        title: interest.name.trim(),
        icon: '⭐',
        ...(keywords.length ? { description: keywords.join(', ') } : {}),
      },
      from: sourcesOf(path, { title: 'name', description: 'keywords' }),
    })
    skipUnread(interest, ['name', 'keywords'], path, skipped)
  })

  return { personalInfo, records, skipped }
}
