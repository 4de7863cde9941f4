import { z } from 'zod'

import { ADMIN_LIMIT, listQuerySchema, MAX_LIMIT, PUBLIC_LIMIT } from '../http/parseListQuery'
import { INQUIRY_LIST_OPTIONS } from '../routes/inquiryRoutes'
import { loginResultSchema, loginSchema, userProfileSchema } from '../schemas/authSchemas'
import {
  errorBodySchema,
  itemEnvelope,
  listEnvelope,
  mediaDtoSchema,
  paginationSchema,
} from '../schemas/envelopeSchemas'
import { inquiryCreateSchema, inquiryDtoSchema } from '../schemas/inquirySchemas'
import { personalInfoDtoSchema, personalInfoUpdateSchema } from '../schemas/personalInfoSchemas'
import {
  PROJECT_SORT_FIELDS,
  projectCreateSchema,
  projectDtoSchema,
  projectUpdateSchema,
} from '../schemas/projectSchemas'
import {
  SKILL_SORT_FIELDS,
  skillCreateSchema,
  skillDtoSchema,
  skillUpdateSchema,
} from '../schemas/skillSchemas'
import {
  smtpConfigDtoSchema,
  smtpConfigUpdateSchema,
  smtpTestResultSchema,
  smtpToggleSchema,
} from '../schemas/smtpConfigSchemas'
import {
  educationCreateSchema,
  educationDtoSchema,
  educationUpdateSchema,
  experienceCreateSchema,
  experienceDtoSchema,
  experienceUpdateSchema,
  interestCreateSchema,
  interestDtoSchema,
  interestUpdateSchema,
  TIMELINE_SORT_FIELDS,
} from '../schemas/timelineSchemas'
import { SKILL_CATEGORY_NAMES } from '../../shared/apiTypes'
import { MAX_DATABASE_INTEGER } from '../../shared/parseCanonicalInteger'

/** Request bodies, by component name: the very schemas the routes validate with. */
export const requestSchemas = {
  LoginInput: loginSchema,
  ProjectInput: projectCreateSchema,
  ProjectUpdate: projectUpdateSchema,
  SkillInput: skillCreateSchema,
  SkillUpdate: skillUpdateSchema,
  ExperienceInput: experienceCreateSchema,
  ExperienceUpdate: experienceUpdateSchema,
  EducationInput: educationCreateSchema,
  EducationUpdate: educationUpdateSchema,
  InterestInput: interestCreateSchema,
  InterestUpdate: interestUpdateSchema,
  PersonalInfoUpdate: personalInfoUpdateSchema,
  InquiryInput: inquiryCreateSchema,
  SmtpConfigUpdate: smtpConfigUpdateSchema,
  SmtpToggle: smtpToggleSchema,
} satisfies Record<string, z.ZodType>

const health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  stopping: z
    .literal(true)
    .optional()
    .describe('Present while a graceful stop is under way (503): route traffic elsewhere.'),
})

/** The document itself, loosely: its own rules are OpenAPI's, not this contract's. */
const openApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
})

/** Response bodies, by component name. */
export const responseSchemas = {
  Error: errorBodySchema,
  Pagination: paginationSchema,
  Media: mediaDtoSchema,
  Health: health,
  OpenApiDocument: openApiDocument,
  UserProfile: userProfileSchema,
  LoginResult: loginResultSchema,
  LoginResponse: itemEnvelope(loginResultSchema),
  UserProfileResponse: itemEnvelope(userProfileSchema),
  Project: projectDtoSchema,
  ProjectList: listEnvelope(projectDtoSchema),
  ProjectResponse: itemEnvelope(projectDtoSchema),
  Skill: skillDtoSchema,
  SkillList: listEnvelope(skillDtoSchema),
  SkillResponse: itemEnvelope(skillDtoSchema),
  Experience: experienceDtoSchema,
  ExperienceList: listEnvelope(experienceDtoSchema),
  ExperienceResponse: itemEnvelope(experienceDtoSchema),
  Education: educationDtoSchema,
  EducationList: listEnvelope(educationDtoSchema),
  EducationResponse: itemEnvelope(educationDtoSchema),
  Interest: interestDtoSchema,
  InterestList: listEnvelope(interestDtoSchema),
  InterestResponse: itemEnvelope(interestDtoSchema),
  PersonalInfo: personalInfoDtoSchema,
  PersonalInfoResponse: itemEnvelope(personalInfoDtoSchema),
  Inquiry: inquiryDtoSchema,
  InquiryList: listEnvelope(inquiryDtoSchema),
  InquiryResponse: itemEnvelope(inquiryDtoSchema),
  SmtpConfig: smtpConfigDtoSchema,
  SmtpConfigResponse: itemEnvelope(smtpConfigDtoSchema),
  SmtpTestResult: smtpTestResultSchema,
  SmtpTestResponse: itemEnvelope(smtpTestResultSchema),
} satisfies Record<string, z.ZodType>

type RequestName = keyof typeof requestSchemas
type ResponseName = keyof typeof responseSchemas

export type PathParam = {
  name: string
  description: string
  type: 'string' | 'integer'
  enum?: readonly string[]
  /** Bounds of an integer parameter. */
  minimum?: number
  maximum?: number
}

/** One call of the contract, as the OpenAPI builder needs it. */
export type ContractOperation = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete'
  /** OpenAPI path below /api, e.g. `/projects/slug/{slug}`. */
  path: string
  tag: string
  summary: string
  description?: string
  /** Needs `Authorization: Bearer <token>` of an admin. */
  admin?: boolean
  params?: PathParam[]
  query?: z.ZodObject
  body?: RequestName
  /** The body may be left out entirely. */
  bodyOptional?: boolean
  success: { status: 200 | 201; schema: ResponseName; description: string }
  /** Answers with a body of their own besides the success (health's 503), in place of a shared one. */
  answers?: { status: number; schema: ResponseName; description: string }[]
  /**
   * Shared error statuses beyond the ones `sharedStatusesOf` derives for every operation of
   * its kind (400, 404 for a path naming a record, 401/403 for admin, 413, 503).
   */
  errors?: number[]
  /**
   * Mounted ahead of the body parser, the token check and the database gate (health and this
   * document): neither 413 nor the gate's 503 can come from them.
   */
  bare?: boolean
}

const IGNORED_FIELDS =
  'Unknown fields are ignored (not an error); id, createdAt, updatedAt and deleted are never taken from a body.'

const slugParam: PathParam = { name: 'slug', type: 'string', description: "The record's URL slug." }
const idParam: PathParam = {
  name: 'id',
  type: 'integer',
  minimum: 1,
  maximum: MAX_DATABASE_INTEGER,
  description: "The record's id, in plain decimal digits (`01`, `+1` or `0x1` are a 400).",
}

/** The shared operations of a soft-deletable resource. */
const contentOperations = ({
  path,
  tag,
  noun,
  key,
  sortFields,
  search,
  categories,
  names,
}: {
  path: string
  tag: string
  noun: string
  key: 'slug' | 'id'
  sortFields: readonly [string, ...string[]]
  search?: string
  categories?: readonly string[]
  names: { input: RequestName; update: RequestName; item: ResponseName; list: ResponseName }
}): ContractOperation[] => {
  const keyPath = key === 'slug' ? `${path}/slug/{slug}` : `${path}/{id}`
  const params = [key === 'slug' ? slugParam : idParam]
  const listOptions = { sortFields, defaultSortBy: 'id', search: Boolean(search), categories }
  const query = (defaultLimit: number) => {
    const schema = listQuerySchema({ ...listOptions, defaultLimit })
    return schema.pick({
      page: true,
      limit: true,
      sortBy: true,
      sortOrder: true,
      ...(search ? { search: true } : {}),
      ...(categories ? { category: true } : {}),
    }) as z.ZodObject
  }
  const duplicate = key === 'slug' ? [409] : []
  return [
    {
      method: 'get',
      path,
      tag,
      summary: `List ${tag.toLowerCase()} (public, never soft-deleted ones)`,
      description: search ? `search: ${search}` : undefined,
      query: query(PUBLIC_LIMIT),
      success: { status: 200, schema: names.list, description: `A page of ${tag.toLowerCase()}.` },
    },
    {
      method: 'get',
      path: `${path}/all`,
      tag,
      admin: true,
      summary: `List every ${noun}, soft-deleted ones included (admin)`,
      query: query(ADMIN_LIMIT),
      success: { status: 200, schema: names.list, description: `A page of ${tag.toLowerCase()}.` },
    },
    {
      method: 'post',
      path,
      tag,
      admin: true,
      summary: `Create a ${noun}`,
      description:
        IGNORED_FIELDS +
        (key === 'slug' ? ' Without a slug, one is derived from the title/name.' : ''),
      body: names.input,
      success: { status: 201, schema: names.item, description: `The new ${noun}.` },
      errors: duplicate,
    },
    {
      method: 'get',
      path: keyPath,
      tag,
      params,
      summary: `One ${noun} (public; 404 when soft deleted)`,
      success: { status: 200, schema: names.item, description: `The ${noun}.` },
    },
    {
      method: 'put',
      path: keyPath,
      tag,
      admin: true,
      params,
      summary: `Update a ${noun}: the given fields are merged`,
      description: IGNORED_FIELDS + (key === 'slug' ? ' A new slug renames the record.' : ''),
      body: names.update,
      success: { status: 200, schema: names.item, description: `The updated ${noun}.` },
      errors: duplicate,
    },
    {
      method: 'delete',
      path: keyPath,
      tag,
      admin: true,
      params,
      summary: `Soft-delete a ${noun} (hidden from the public, restorable)`,
      success: { status: 200, schema: names.item, description: `The ${noun}, now deleted: true.` },
    },
    {
      method: 'patch',
      path: `${keyPath}/restore`,
      tag,
      admin: true,
      params,
      summary: `Restore a soft-deleted ${noun}`,
      success: { status: 200, schema: names.item, description: `The ${noun}, now deleted: false.` },
    },
  ]
}

const inquiryQuery = listQuerySchema(INQUIRY_LIST_OPTIONS).pick({
  page: true,
  limit: true,
  sortBy: true,
  sortOrder: true,
}) as z.ZodObject

/** Every call of spec section 7 (reading A), in the order the spec lists them. */
export const contractOperations: ContractOperation[] = [
  {
    method: 'post',
    path: '/auth/login',
    tag: 'Auth',
    summary: 'Log in; answers the Bearer token for admin calls',
    description:
      'Give email (or username) and password. Wrong credentials answer 401 invalid_credentials; after 5 failed attempts the account is locked for 10 minutes (429 account_locked, with Retry-After). Updates lastLoginAt.',
    body: 'LoginInput',
    success: { status: 200, schema: 'LoginResponse', description: 'Token and profile.' },
    errors: [401, 429],
  },
  {
    method: 'get',
    path: '/auth/verify',
    tag: 'Auth',
    admin: true,
    summary: 'The user behind the token, or 401',
    success: { status: 200, schema: 'UserProfileResponse', description: 'The signed-in user.' },
  },
  {
    method: 'get',
    path: '/personal-info',
    tag: 'Personal info',
    summary: "The owner's profile (built-in defaults until first saved)",
    success: { status: 200, schema: 'PersonalInfoResponse', description: 'The profile.' },
  },
  {
    method: 'put',
    path: '/personal-info',
    tag: 'Personal info',
    admin: true,
    summary: 'Update the profile: the given fields (and stats) are merged',
    description: IGNORED_FIELDS,
    body: 'PersonalInfoUpdate',
    success: { status: 200, schema: 'PersonalInfoResponse', description: 'The updated profile.' },
  },
  ...contentOperations({
    path: '/projects',
    tag: 'Projects',
    noun: 'project',
    key: 'slug',
    sortFields: PROJECT_SORT_FIELDS,
    search: 'case-insensitive substring of the title, the description or any technology.',
    names: {
      input: 'ProjectInput',
      update: 'ProjectUpdate',
      item: 'ProjectResponse',
      list: 'ProjectList',
    },
  }),
  ...contentOperations({
    path: '/skills',
    tag: 'Skills',
    noun: 'skill',
    key: 'slug',
    sortFields: SKILL_SORT_FIELDS,
    search: 'case-insensitive substring of the name, the description or the category.',
    categories: SKILL_CATEGORY_NAMES,
    names: { input: 'SkillInput', update: 'SkillUpdate', item: 'SkillResponse', list: 'SkillList' },
  }),
  {
    method: 'get',
    path: '/skills/category/{category}',
    tag: 'Skills',
    params: [
      {
        name: 'category',
        type: 'string',
        enum: SKILL_CATEGORY_NAMES,
        description: 'Exact category.',
      },
    ],
    summary: `Every skill of one category (public; up to ${MAX_LIMIT} a page)`,
    query: listQuerySchema({
      sortFields: SKILL_SORT_FIELDS,
      defaultSortBy: 'id',
      defaultLimit: MAX_LIMIT,
    }).pick({
      page: true,
      limit: true,
      sortBy: true,
      sortOrder: true,
    }) as z.ZodObject,
    success: { status: 200, schema: 'SkillList', description: "A page of the category's skills." },
  },
  ...contentOperations({
    path: '/experiences',
    tag: 'Experiences',
    noun: 'experience',
    key: 'id',
    sortFields: TIMELINE_SORT_FIELDS,
    names: {
      input: 'ExperienceInput',
      update: 'ExperienceUpdate',
      item: 'ExperienceResponse',
      list: 'ExperienceList',
    },
  }),
  ...contentOperations({
    path: '/education',
    tag: 'Education',
    noun: 'education entry',
    key: 'id',
    sortFields: TIMELINE_SORT_FIELDS,
    names: {
      input: 'EducationInput',
      update: 'EducationUpdate',
      item: 'EducationResponse',
      list: 'EducationList',
    },
  }),
  ...contentOperations({
    path: '/interests',
    tag: 'Interests',
    noun: 'interest',
    key: 'id',
    sortFields: TIMELINE_SORT_FIELDS,
    names: {
      input: 'InterestInput',
      update: 'InterestUpdate',
      item: 'InterestResponse',
      list: 'InterestList',
    },
  }),
  {
    method: 'post',
    path: '/inquiries',
    tag: 'Inquiries',
    summary: 'Send a contact inquiry (public)',
    description:
      'name, email and message are required, subject optional. The server sets id, timestamp and read: false; a client-sent id, read, timestamp or deleted is ignored, as are unknown fields.',
    body: 'InquiryInput',
    success: { status: 201, schema: 'InquiryResponse', description: 'The stored inquiry.' },
    errors: [429],
  },
  {
    method: 'get',
    path: '/inquiries',
    tag: 'Inquiries',
    admin: true,
    summary: 'List inquiries, newest first',
    query: inquiryQuery,
    success: { status: 200, schema: 'InquiryList', description: 'A page of inquiries.' },
  },
  {
    method: 'get',
    path: '/inquiries/unread',
    tag: 'Inquiries',
    admin: true,
    summary: 'List unread inquiries, newest first (pagination.total is the unread count)',
    query: inquiryQuery,
    success: { status: 200, schema: 'InquiryList', description: 'A page of unread inquiries.' },
  },
  {
    method: 'patch',
    path: '/inquiries/{id}/read',
    tag: 'Inquiries',
    admin: true,
    params: [idParam],
    summary: 'Mark an inquiry as read',
    success: { status: 200, schema: 'InquiryResponse', description: 'The inquiry, read: true.' },
  },
  {
    method: 'delete',
    path: '/inquiries/{id}',
    tag: 'Inquiries',
    admin: true,
    params: [idParam],
    summary: 'Delete an inquiry for good',
    success: { status: 200, schema: 'InquiryResponse', description: 'The inquiry as it was.' },
  },
  {
    method: 'get',
    path: '/smtp-config',
    tag: 'SMTP',
    admin: true,
    summary: 'Outgoing mail settings (never the password; passwordSet tells whether one is stored)',
    success: { status: 200, schema: 'SmtpConfigResponse', description: 'The settings.' },
  },
  {
    method: 'put',
    path: '/smtp-config',
    tag: 'SMTP',
    admin: true,
    summary: 'Update the mail settings: the given fields are merged',
    description: 'An empty or absent password keeps the stored one. ' + IGNORED_FIELDS,
    body: 'SmtpConfigUpdate',
    success: { status: 200, schema: 'SmtpConfigResponse', description: 'The updated settings.' },
  },
  {
    method: 'patch',
    path: '/smtp-config/toggle-active',
    tag: 'SMTP',
    admin: true,
    summary: 'Switch email notifications on or off ({isActive}; no body at all flips them)',
    body: 'SmtpToggle',
    bodyOptional: true,
    description: 'Answers the settings with the new isActive.',
    success: { status: 200, schema: 'SmtpConfigResponse', description: 'The updated settings.' },
  },
  {
    method: 'get',
    path: '/smtp-config/test',
    tag: 'SMTP',
    admin: true,
    summary: 'Check the connection and send a test message to adminEmail',
    description: 'Always 200: data.ok tells whether it worked and data.message what happened.',
    success: { status: 200, schema: 'SmtpTestResponse', description: 'What happened.' },
  },
  {
    method: 'get',
    path: '/users/profile',
    tag: 'Users',
    admin: true,
    summary: "The signed-in user's profile",
    success: { status: 200, schema: 'UserProfileResponse', description: 'The profile.' },
  },
  {
    method: 'get',
    path: '/health',
    tag: 'Health',
    summary: 'Liveness and database check',
    description:
      '200 {status: "ok", database: "up"}, or 503 {status: "degraded", database: "down"}; ' +
      'while the server is stopping, 503 with stopping: true.',
    bare: true,
    success: { status: 200, schema: 'Health', description: 'Up.' },
    answers: [
      {
        status: 503,
        schema: 'Health',
        description: 'Degraded: the database does not answer, or the server is stopping.',
      },
    ],
  },
  {
    method: 'get',
    path: '/openapi.json',
    tag: 'Meta',
    summary: 'This contract as an OpenAPI 3.1 document',
    bare: true,
    success: { status: 200, schema: 'OpenApiDocument', description: 'The document.' },
  },
]
