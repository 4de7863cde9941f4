import type {
  EducationDto,
  ExperienceDto,
  InquiryDto,
  InterestDto,
  PersonalInfoDto,
  PostDto,
  ProjectDto,
  SkillDto,
  SmtpConfigDto,
  UserProfileDto,
} from '@shared/apiTypes'

import { defaultPersonalInfo } from '@shared/sampleData/defaultPersonalInfo'
import { sampleEducation } from '@shared/sampleData/sampleEducation'
import { sampleExperiences } from '@shared/sampleData/sampleExperiences'
import { sampleInterests } from '@shared/sampleData/sampleInterests'
import { samplePosts } from '@shared/sampleData/samplePosts'
import { sampleProjects } from '@shared/sampleData/sampleProjects'
import { sampleSkills } from '@shared/sampleData/sampleSkills'
import type { DataSource, PostListQuery } from './data-source'
import { listPosts } from './local-post-list'
import { sampleContent } from './sample-content'
import { ApiError } from '../api-error'

/** Projects and skills are addressed by slug remotely and by id locally: callers pass both. */
type RecordRef = { id: number; slug: string }

type ProjectInput = Omit<ProjectDto, 'id' | 'slug' | 'deleted' | 'imageMedia' | 'galleryMedia'> &
  Partial<Pick<ProjectDto, 'slug'>>
type SkillInput = Omit<SkillDto, 'id' | 'slug' | 'deleted'> & Partial<Pick<SkillDto, 'slug'>>
/** A post as an admin writes it: its body as plain text, its cover and projects by id. */
type PostInput = {
  title: string
  slug?: string
  excerpt?: string
  body?: string | null
  coverImage?: number | null
  tags?: string[]
  projects?: number[]
  publishedAt?: string | null
}
type SmtpConfigInput = Partial<Omit<SmtpConfigDto, 'passwordSet'>> & { password?: string }
type PersonalInfoInput = Partial<Omit<PersonalInfoDto, 'avatar' | 'stats'>> & {
  stats?: Partial<PersonalInfoDto['stats']>
}

/** Experiences, education and interests: numeric ids, soft delete. */
type RecordCollection<T extends { id: number; deleted: boolean }> = {
  /** Every record including soft-deleted ones (admin). */
  getAll: () => Promise<T[]>
  getActive: () => Promise<T[]>
  create: (input: Omit<T, 'id' | 'deleted'>) => Promise<T>
  /** Merges `changes` into the record; `undefined` when no record has that id. */
  update: (id: number, changes: Partial<Omit<T, 'id'>>) => Promise<T | undefined>
  delete: (id: number) => Promise<boolean>
  restore: (id: number) => Promise<boolean>
}

type CatalogueCollection<T extends { id: number; slug: string; deleted: boolean }, Input> = {
  getAll: () => Promise<T[]>
  getActive: () => Promise<T[]>
  create: (input: Input) => Promise<T | Input>
  update: (ref: RecordRef, changes: Partial<Input>) => Promise<T | undefined>
  delete: (ref: RecordRef) => Promise<boolean>
  restore: (ref: RecordRef) => Promise<boolean>
}

/** Reading B: the site's calls, and the admin's operations the spec lists for it (section 7). */
export type LocalDataSource = DataSource & {
  auth: {
    login: (credentials: { email?: string; username?: string; password: string }) => Promise<never>
    verify: () => Promise<never>
    profile: () => Promise<UserProfileDto>
  }
  personalInfo: { update: (changes: PersonalInfoInput) => Promise<PersonalInfoDto> }
  projects: CatalogueCollection<ProjectDto, ProjectInput> & {
    getById: (id: number) => Promise<ProjectDto | undefined>
    getBySlug: (slug: string) => Promise<ProjectDto | undefined>
  }
  posts: CatalogueCollection<PostDto, PostInput>
  skills: CatalogueCollection<SkillDto, SkillInput> & {
    getByCategory: (category: string) => Promise<SkillDto[]>
  }
  experiences: RecordCollection<ExperienceDto>
  education: RecordCollection<EducationDto>
  interests: RecordCollection<InterestDto>
  inquiries: {
    getAll: () => Promise<InquiryDto[]>
    getUnread: () => Promise<InquiryDto[]>
    markAsRead: (id: number) => Promise<InquiryDto | undefined>
    delete: (id: number) => Promise<boolean>
  }
  smtpConfig: {
    get: () => Promise<SmtpConfigDto>
    update: (changes: SmtpConfigInput) => Promise<SmtpConfigDto>
    toggleActive: () => Promise<SmtpConfigDto>
    test: () => Promise<{ ok: boolean; message: string }>
  }
}

/**
 * Storage keys. `experiences` and `education` are the spec's; the others are not named by it and
 * were chosen here.
 */
export const LOCAL_KEYS = {
  experiences: 'experiences',
  education: 'education',
  interests: 'interests',
  inquiries: 'inquiries',
  personalInfo: 'personalInfo',
  smtpConfig: 'smtpConfig',
} as const

export const DEFAULT_SMTP_CONFIG: SmtpConfigDto = {
  host: 'smtp.gmail.com',
  port: 587,
  user: '',
  from: '',
  adminEmail: '',
  isActive: false,
  passwordSet: false,
}

const readJson = <T>(storage: Storage, key: string): T | undefined => {
  const raw = storage.getItem(key)
  if (raw === null) return undefined
  try {
    return JSON.parse(raw) as T
  } catch {
    return undefined
  }
}

const writeJson = (storage: Storage, key: string, value: unknown): void =>
  storage.setItem(key, JSON.stringify(value))

/** Highest existing id plus one (1 for an empty list). */
export const nextId = (records: { id: number }[]): number =>
  records.reduce((max, record) => Math.max(max, record.id), 0) + 1

/** A record collection kept under one storage key, seeded with `seed` the first time it is read. */
const storedCollection = <T extends { id: number; deleted: boolean }>(
  storage: Storage,
  key: string,
  seed: T[],
): RecordCollection<T> => {
  const read = (): T[] => {
    const stored = readJson<T[]>(storage, key)
    if (Array.isArray(stored)) return stored
    const seeded = structuredClone(seed)
    writeJson(storage, key, seeded)
    return seeded
  }
  const setDeleted = (id: number, deleted: boolean): boolean => {
    const records = read()
    const record = records.find((item) => item.id === id)
    if (!record) return false
    record.deleted = deleted
    writeJson(storage, key, records)
    return true
  }
  return {
    getAll: async () => read(),
    getActive: async () => read().filter((record) => !record.deleted),
    create: async (input) => {
      const records = read()
      const record = { ...input, id: nextId(records), deleted: false } as T
      writeJson(storage, key, [...records, record])
      return record
    },
    update: async (id, changes) => {
      const records = read()
      const index = records.findIndex((item) => item.id === id)
      if (index === -1) return undefined
      const updated = { ...records[index], ...changes, id } as T
      records[index] = updated
      writeJson(storage, key, records)
      return updated
    },
    delete: async (id) => setDeleted(id, true),
    restore: async (id) => setDeleted(id, false),
  }
}

/** A built-in catalogue: the samples, with inert writes (spec section 4). */
const builtInCatalogue = <T extends { id: number; slug: string; deleted: boolean }, Input>(
  records: T[],
): CatalogueCollection<T, Input> => {
  const all = (): T[] => structuredClone(records)
  return {
    getAll: async () => all(),
    getActive: async () => all().filter((record) => !record.deleted),
    create: async (input) => input,
    update: async (ref) => all().find((record) => record.id === ref.id),
    delete: async () => false,
    restore: async () => false,
  }
}

const LOCAL_ADMIN: UserProfileDto = {
  _id: 1,
  username: 'admin',
  email: 'admin@example.com',
  role: 'admin',
  lastLoginAt: null,
  createdAt: '2024-01-01T00:00:00.000Z',
}

type StoredSmtpConfig = Omit<SmtpConfigDto, 'passwordSet'> & { password?: string }

/**
 * Spec reading B: everything lives in `storage` (localStorage in the browser) and no HTTP call
 * is made. `now` is injectable so tests can pin inquiry timestamps and which posts are out.
 */
export const createLocalDataSource = (
  storage: Storage,
  { now = () => new Date() }: { now?: () => Date } = {},
): LocalDataSource => {
  const projects = builtInCatalogue<ProjectDto, ProjectInput>(sampleProjects)
  const skills = builtInCatalogue<SkillDto, SkillInput>(sampleSkills)
  const posts = builtInCatalogue<PostDto, PostInput>(samplePosts)
  const listSamplePosts = async (query: PostListQuery) =>
    listPosts(await posts.getAll(), query, now())

  const readInquiries = (): InquiryDto[] =>
    readJson<InquiryDto[]>(storage, LOCAL_KEYS.inquiries) ?? []
  const readSmtp = (): StoredSmtpConfig => ({
    ...DEFAULT_SMTP_CONFIG,
    ...readJson<StoredSmtpConfig>(storage, LOCAL_KEYS.smtpConfig),
  })
  const publicSmtp = ({ password, ...config }: StoredSmtpConfig): SmtpConfigDto => ({
    ...config,
    passwordSet: Boolean(password),
  })
  const readPersonalInfo = (): PersonalInfoDto => {
    const stored = readJson<Partial<PersonalInfoDto>>(storage, LOCAL_KEYS.personalInfo)
    return {
      ...defaultPersonalInfo,
      ...stored,
      stats: { ...defaultPersonalInfo.stats, ...stored?.stats },
    }
  }
  const bySlugOrThrow = (list: ProjectDto[], slug: string): ProjectDto => {
    const project = list.find((item) => item.slug === slug)
    if (!project) throw new ApiError(404, 'not_found', `No project with slug "${slug}".`)
    return project
  }
  const unavailable = async (): Promise<never> => {
    throw new Error('Signing in needs the API server; this build stores its data in the browser.')
  }

  // Reading B has no owner's copy: its fallbacks are the samples, its texts the spec's.
  const builtIn = sampleContent()
  return {
    kind: 'local',
    builtIn,
    auth: { login: unavailable, verify: unavailable, profile: async () => LOCAL_ADMIN },
    personalInfo: {
      get: async () => readPersonalInfo(),
      update: async (changes) => {
        const current = readPersonalInfo()
        const next = { ...current, ...changes, stats: { ...current.stats, ...changes.stats } }
        writeJson(storage, LOCAL_KEYS.personalInfo, next)
        return next
      },
    },
    siteTexts: { get: async () => builtIn.siteTexts },
    projects: {
      ...projects,
      getById: async (id) => (await projects.getAll()).find((project) => project.id === id),
      getBySlug: async (slug) => (await projects.getAll()).find((project) => project.slug === slug),
      // Every project here is public (sample data and the local admin's): nothing to open.
      getOpened: async (slug) => bySlugOrThrow(await projects.getActive(), slug),
      open: async (slug) => bySlugOrThrow(await projects.getActive(), slug),
    },
    posts: {
      ...posts,
      getActive: async () => (await listSamplePosts({ limit: samplePosts.length })).data,
      list: (query) => listSamplePosts(query),
      getBySlug: async (slug) =>
        (await listSamplePosts({ limit: samplePosts.length })).data.find(
          (post) => post.slug === slug,
        ),
    },
    skills: {
      ...skills,
      getByCategory: async (category) =>
        (await skills.getActive()).filter((skill) => skill.category === category),
    },
    experiences: storedCollection(storage, LOCAL_KEYS.experiences, sampleExperiences),
    education: storedCollection(storage, LOCAL_KEYS.education, sampleEducation),
    interests: storedCollection(storage, LOCAL_KEYS.interests, sampleInterests),
    inquiries: {
      create: async (input) => {
        const inquiries = readInquiries()
        const inquiry: InquiryDto = {
          name: input.name,
          email: input.email,
          subject: input.subject ?? '',
          message: input.message,
          id: nextId(inquiries),
          timestamp: now().toISOString(),
          read: false,
        }
        writeJson(storage, LOCAL_KEYS.inquiries, [...inquiries, inquiry])
        return inquiry
      },
      getAll: async () => readInquiries(),
      getUnread: async () => readInquiries().filter((inquiry) => !inquiry.read),
      markAsRead: async (id) => {
        const inquiries = readInquiries()
        const inquiry = inquiries.find((item) => item.id === id)
        if (!inquiry) return undefined
        inquiry.read = true
        writeJson(storage, LOCAL_KEYS.inquiries, inquiries)
        return inquiry
      },
      delete: async (id) => {
        const inquiries = readInquiries()
        const remaining = inquiries.filter((item) => item.id !== id)
        if (remaining.length === inquiries.length) return false
        writeJson(storage, LOCAL_KEYS.inquiries, remaining)
        return true
      },
    },
    smtpConfig: {
      get: async () => publicSmtp(readSmtp()),
      update: async (changes: SmtpConfigInput) => {
        const next = { ...readSmtp(), ...changes }
        writeJson(storage, LOCAL_KEYS.smtpConfig, next)
        return publicSmtp(next)
      },
      toggleActive: async () => {
        const current = readSmtp()
        const next = { ...current, isActive: !current.isActive }
        writeJson(storage, LOCAL_KEYS.smtpConfig, next)
        return publicSmtp(next)
      },
      test: async () => ({
        ok: false,
        message: 'Sending a test email needs the API server; this build has no mail transport.',
      }),
    },
  }
}
