import type { CollectionSlug, Payload } from 'payload'

import { languageOf } from '../../../shared/languages/languageCatalogue'
import { CONTENT_COLLECTIONS, type ContentSlug } from '../../../shared/model'
import { countMissingTranslations } from '../../languages/readMissingTranslations'
import { isPublicContent } from '../../access/publishedOrAdmin'
import { UNREAD_INQUIRIES_WHERE } from '../unreadInquiries'

/** How many records of one content collection visitors see (published, not soft deleted). */
type ContentCount = {
  slug: ContentSlug
  label: string
  singular: string
  count: number
  /** Records never published yet (an import's drafts, say): waiting for the owner's review. */
  drafts: number
}

/** One recently edited document, with where to edit it. */
type RecentEdit = {
  kind: string
  title: string
  updatedAt: string
  editPath: string
  deleted: boolean
}

export type DashboardFacts = {
  counts: ContentCount[]
  unreadInquiries: number
  recentEdits: RecentEdit[]
  /** Texts still in the default language only, per other enabled language (none: one language). */
  untranslated: { code: string; name: string; count: number }[]
  /** The profile has a version newer than the published one (an import's, or unpublished edits). */
  profileDraft: boolean
}

/** How many last edits the dashboard lists. */
const RECENT_EDITS = 6

const labelOf = (label: unknown, fallback: string): string =>
  typeof label === 'string' ? label : fallback

/** What the dashboard shows; access overridden, since only admins reach the admin. */
export const readDashboardFacts = async (payload: Payload): Promise<DashboardFacts> => {
  const perCollection = await Promise.all(
    CONTENT_COLLECTIONS.map(async (slug) => {
      const config = payload.collections[slug as CollectionSlug].config
      const titleField = config.admin?.useAsTitle ?? 'id'
      const [{ totalDocs }, { totalDocs: drafts }, latest] = await Promise.all([
        // What visitors see: published and not marked Deleted (drafts wait in the lists).
        payload.count({ collection: slug, where: isPublicContent }),
        payload.count({ collection: slug, where: { _status: { equals: 'draft' } } }),
        payload.find({
          collection: slug,
          sort: '-updatedAt',
          limit: RECENT_EDITS,
          depth: 0,
          select: { [titleField]: true, updatedAt: true, deleted: true },
        }),
      ])
      const singular = labelOf(config.labels?.singular, slug)
      const count: ContentCount = {
        slug,
        label: labelOf(config.labels?.plural, slug),
        singular,
        count: totalDocs,
        drafts,
      }
      const edits = (latest.docs as unknown as Record<string, unknown>[]).map(
        (doc): RecentEdit => ({
          kind: singular,
          title: String(doc[titleField] ?? doc.id),
          updatedAt: String(doc.updatedAt),
          editPath: `/collections/${slug}/${String(doc.id)}`,
          deleted: doc.deleted === true,
        }),
      )
      return { count, edits }
    }),
  )
  const [{ totalDocs: unreadInquiries }, personalInfo, latestProfile, untranslated] =
    await Promise.all([
      payload.count({ collection: 'inquiries', where: UNREAD_INQUIRIES_WHERE }),
      payload.findGlobal({ slug: 'personal-info', depth: 0 }),
      payload.findGlobal({
        slug: 'personal-info',
        depth: 0,
        draft: true,
        select: { _status: true },
      }),
      countMissingTranslations(payload),
    ])
  const profileEdit: RecentEdit[] = personalInfo.updatedAt
    ? [
        {
          kind: 'Personal info',
          title: personalInfo.name || 'Your profile',
          updatedAt: personalInfo.updatedAt,
          editPath: '/globals/personal-info',
          deleted: false,
        },
      ]
    : []
  const recentEdits = [...perCollection.flatMap(({ edits }) => edits), ...profileEdit]
    .sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt))
    .slice(0, RECENT_EDITS)
  return {
    counts: perCollection.map(({ count }) => count),
    unreadInquiries,
    recentEdits,
    untranslated: Object.entries(untranslated).map(([code, count]) => ({
      code,
      name: languageOf(code)?.name ?? code,
      count,
    })),
    profileDraft: latestProfile._status === 'draft',
  }
}
