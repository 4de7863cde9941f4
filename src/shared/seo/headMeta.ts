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

/**
 * Every managed head tag of one page, with final values: the server renders it into index.html
 * and the SPA's `applyPageMeta` writes the same set into the live document.
 */
export type HeadMeta = {
  title: string
  description: string
  keywords: string[]
  /** `index, follow` or `noindex, follow`. */
  robots: string
  author: string
  /** Absolute canonical URL (also og:url). */
  url: string
  siteName: string
  type: PageTexts['type']
  /** Absolute URL. */
  image?: SocialImage
  structuredData: JsonLd[]
  /** Only on a site with more than one language: the page's language and its other versions. */
  languages?: {
    /** `og:locale`, then `og:locale:alternate` for each other enabled language. */
    ogLocale: string
    ogLocaleAlternates: string[]
    /** `hreflang` links (every enabled language, then x-default); none on a 404. */
    alternates: LanguageAlternate[]
  }
}

/** "Projects | Alex Morgan"; the home page is "Alex Morgan — Full Stack Developer". */
const fullTitle = (
  title: string | undefined,
  info: Pick<PersonalInfoDto, 'name' | 'title'>,
): string => (title ? `${title} | ${info.name}` : `${info.name} — ${info.title}`)

/**
 * A page's texts → its final head values. `pathname` is the address as requested; it is the
 * canonical URL only when the page names none. With `language` (a site of several languages)
 * the canonical URL is the page's in that language, and the page names its other versions.
 */
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
