import type { Payload } from 'payload'

import { readPublicPersonalInfo } from '../../api/personal-info/readPersonalInfo'
import { readPublicSiteTexts } from '../../api/site-texts/readSiteTexts'
import { ownerWordsIn } from '../../api/site-texts/serializeSiteTexts'
import { isPublicContent } from '../../cms/access/publishedOrAdmin'
import type { ReadLanguage } from '../../cms/languages/textsInLanguage'
import { servedUploadIdOf } from '../../records/resumeUrl'
import { languageOf } from '../../shared/languages/languageCatalogue'
import { pathInLanguage } from '../../shared/languages/languagePath'
import { headWordsWith } from '../../shared/seo/headWords'
import { loadResumeSource } from '../loadResumeSource'
import type { ResumeContent } from './renderResumePdf'

/** What /resume.pdf is made from: the uploaded PDF's id while that is served, and the content. */
export type ResumeAnswer = { uploadId: number | null; content: ResumeContent | null }

/** Content whose edits change the résumé: the public-read cache drops the read on any of them. */
export const RESUME_TAGS = [
  'personal-info',
  'experiences',
  'education',
  'skills',
  'projects',
  'site-texts',
] as const

/**
 * Read as an anonymous visitor, in `language`; `content` is null while the profile is not
 * published (there is no one to make a résumé of). The content is read even while an upload is
 * served: it is the answer if that file has gone.
 */
export const loadGeneratedResume = async (
  payload: Payload,
  language: ReadLanguage,
  origin: string,
): Promise<ResumeAnswer> => {
  const stored = await readPublicPersonalInfo(payload, { language })
  const uploadId = servedUploadIdOf(stored)
  if (!stored) return { uploadId: null, content: null }
  const [source, marked, siteTexts] = await Promise.all([
    loadResumeSource(payload, language),
    payload.find({
      collection: 'projects',
      where: { and: [isPublicContent, { showOnResume: { equals: true } }] },
      select: {},
      depth: 0,
      pagination: false,
      overrideAccess: false,
    }),
    readPublicSiteTexts(payload, language),
  ])
  const markedIds = new Set(marked.docs.map((doc) => doc.id))
  const words = headWordsWith(
    ownerWordsIn(siteTexts, language.locale),
    language.locale,
    language.fallback,
  )
  return {
    uploadId,
    content: {
      language: language.locale,
      direction: languageOf(language.locale)?.dir ?? 'ltr',
      info: source.info,
      experiences: source.experiences,
      education: source.education,
      skills: source.skills,
      projects: source.projects.filter((project) => markedIds.has(project.id)),
      siteUrl: `${origin}${pathInLanguage('', language.locale, language.fallback)}`,
      headings: {
        experience: words.resumeExperienceTitle,
        education: words.resumeEducationTitle,
        skills: words.skillsTitle,
        projects: words.projectsTitle,
      },
    },
  }
}
