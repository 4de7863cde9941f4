import type { PersonalInfoDto, ProjectDto } from '@shared/apiTypes'
import { EMBEDDED_CONTENT_ELEMENT_ID, type EmbeddedContent } from '@shared/embeddedContent'
import { defaultPersonalInfo } from '@shared/sampleData/defaultPersonalInfo'
import { defaultSiteTexts, type SiteTexts } from '@shared/siteTexts'

/**
 * What the site shows when it cannot read (or find) the owner's content — spec section 8's
 * "built-in defaults" and "project 1 of a built-in set" — and the site texts it starts from.
 */
export type BuiltInContent = {
  personalInfo: PersonalInfoDto
  /**
   * Shown in place of a project that does not exist; null where there is none to show (the page
   * is then a plain not-found).
   */
  project: ProjectDto | null
  siteTexts: SiteTexts
  /**
   * How many posts are published: the site shows its writing (the dock's link, Home's latest
   * posts, a project's posts) only when there are any, and reads none otherwise.
   */
  postCount: number
  /** When the server read these (epoch ms); null for the samples and spec defaults. */
  readAt: number | null
}

/** Where the last embedded copy is remembered, for loads whose page has none (offline shell). */
export const REMEMBERED_CONTENT_KEY = 'owner-content'

/**
 * The spec's defaults, with no project: what the owner's site starts from. (The browser-local
 * build's samples, a sample project included, are `sampleContent()` in sample-content.ts, kept out
 * of the owner's site and its first load.)
 */
export const DEFAULT_CONTENT: BuiltInContent = {
  personalInfo: defaultPersonalInfo,
  project: null,
  siteTexts: defaultSiteTexts,
  postCount: 0,
  readAt: null,
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A copy that parses and has the expected frame; anything else (tampered, older) is ignored. */
const asEmbeddedContent = (value: unknown): EmbeddedContent | null =>
  isRecord(value) &&
  typeof value.readAt === 'string' &&
  !Number.isNaN(Date.parse(value.readAt)) &&
  isRecord(value.siteTexts) &&
  (value.personalInfo === null || isRecord(value.personalInfo)) &&
  (value.firstProject === null || isRecord(value.firstProject))
    ? (value as EmbeddedContent)
    : null

const parse = (json: string | null | undefined): EmbeddedContent | null => {
  if (!json) return null
  try {
    return asEmbeddedContent(JSON.parse(json))
  } catch {
    return null
  }
}

/** A count as embedded; none in a copy made before the site had posts. */
const countOf = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0

/**
 * Texts missing from an older copy (added to the site since) keep their defaults; the owner's
 * words for the page's language come along.
 */
const withDefaultTexts = (texts: Partial<SiteTexts>): SiteTexts => {
  const pages = Object.fromEntries(
    Object.entries(defaultSiteTexts).map(([page, defaults]) => [
      page,
      {
        ...defaults,
        ...(isRecord(texts[page as keyof SiteTexts]) ? texts[page as keyof SiteTexts] : {}),
      },
    ]),
  ) as SiteTexts
  return isRecord(texts.words) ? { ...pages, words: texts.words as Record<string, string> } : pages
}

/**
 * The owner's content as this load knows it: the page's embedded copy, or the last remembered
 * when newer (the precached shell has an old one). No sample project stands in: it would be a
 * stranger's work under the owner's name.
 */
export const ownerBuiltInContent = (page: Document, storage: Storage): BuiltInContent => {
  const embedded = parse(page.getElementById(EMBEDDED_CONTENT_ELEMENT_ID)?.textContent)
  const remembered = parse(storage.getItem(REMEMBERED_CONTENT_KEY))
  const newest =
    embedded && (!remembered || Date.parse(embedded.readAt) >= Date.parse(remembered.readAt))
      ? embedded
      : remembered
  if (newest && newest === embedded) {
    try {
      storage.setItem(REMEMBERED_CONTENT_KEY, JSON.stringify(embedded))
    } catch {
      // A full storage only costs the offline copy.
    }
  }
  if (!newest) return DEFAULT_CONTENT
  return {
    personalInfo: newest.personalInfo ?? DEFAULT_CONTENT.personalInfo,
    project: newest.firstProject,
    siteTexts: withDefaultTexts(newest.siteTexts),
    postCount: countOf(newest.postCount),
    readAt: Date.parse(newest.readAt),
  }
}
