import { siteNameOf } from '../appIdentity'
import type { PersonalInfoDto } from '../apiTypes'
import type { PageTexts, SocialImage } from './pageTexts'
import {
  type LanguageAlternate,
  languageAlternates,
  localizedPath,
  ogLocaleOf,
  type PageLanguage,
} from './pageLanguage'
import { absoluteUrl, type JsonLd } from './structuredData'

/** The server renders it into index.html; the SPA's `applyPageMeta` writes the same set live. */
export type HeadMeta = {
  title: string
  description: string
  keywords: string[]
  robots: string
  author: string
  /** Absolute canonical URL (also og:url). */
  url: string
  siteName: string
  type: PageTexts['type']
  image?: SocialImage
  structuredData: JsonLd[]
  /** Only on a site of several languages. */
  languages?: {
    ogLocale: string
    ogLocaleAlternates: string[]
    /** None on a 404. */
    alternates: LanguageAlternate[]
  }
}

const fullTitle = (
  title: string | undefined,
  info: Pick<PersonalInfoDto, 'name' | 'title'>,
): string => (title ? `${title} | ${info.name}` : `${info.name} — ${info.title}`)

/** `pathname` is the canonical URL only when the page names none. */
export const toHeadMeta = (
  texts: PageTexts,
  {
    info,
    origin,
    pathname,
    language,
  }: { info: PersonalInfoDto; origin: string; pathname: string; language?: PageLanguage },
): HeadMeta => {
  const imageUrl = absoluteUrl(texts.image?.url, origin)
  const head: HeadMeta = {
    title: fullTitle(texts.title, info),
    description: texts.description,
    keywords: texts.keywords,
    robots: texts.noIndex ? 'noindex, follow' : 'index, follow',
    author: info.name,
    url: `${origin}${texts.path ? localizedPath(texts.path, language) : pathname}`,
    siteName: siteNameOf(info.name),
    type: texts.type,
    image: texts.image && imageUrl ? { ...texts.image, url: imageUrl } : undefined,
    structuredData: texts.structuredData ?? [],
  }
  if (!language) return head
  return {
    ...head,
    languages: {
      ogLocale: ogLocaleOf(language.code),
      ogLocaleAlternates: language.enabled.filter((code) => code !== language.code).map(ogLocaleOf),
      alternates: texts.path ? languageAlternates(texts.path, language, origin) : [],
    },
  }
}
