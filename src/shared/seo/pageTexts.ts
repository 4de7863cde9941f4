import type { MediaDto } from '../apiTypes'
import { pagePaths } from '../sitePages'
import {
  type CardPage,
  pageSocialCard,
  postSocialCard,
  projectSocialCard,
  SOCIAL_CARD_HEIGHT,
  SOCIAL_CARD_WIDTH,
  type SocialCard,
  socialCardAlt,
  socialCardPath,
  withCardColors,
} from './socialCard'
import { fillHeadWord, type HeadWords, headWordsIn } from './headWords'
import type { PageLanguage } from './pageLanguage'
import {
  type JsonLd,
  absoluteUrl,
  personJsonLd,
  postJsonLd,
  projectJsonLd,
  type SeoContext,
  type SeoPost,
  type SeoProject,
} from './structuredData'

/** A sharing image; `url` may be site-relative until `toHeadMeta` makes it absolute. */
export type SocialImage = { url: string; width?: number; height?: number; alt?: string }

/**
 * What one page says about itself in the head. Built here, in one place, for both the server
 * (which writes it into index.html) and the SPA (which keeps the live head in step).
 */
export type PageTexts = {
  /** The page's own part of the title; the owner's name is appended. Omitted on the home page. */
  title?: string
  description: string
  keywords: string[]
  type: 'website' | 'profile' | 'article'
  /** The canonical path; omitted where the address itself is canonical (the 404 page). */
  path?: string
  /** Keep the page out of search results (404s, a missing project). */
  noIndex?: boolean
  image?: SocialImage
  structuredData?: JsonLd[]
}

const PATHS = pagePaths()

/** The language a page's card is drawn in, when it is not the default one. */
const cardLanguageOf = (language: PageLanguage | undefined): string | undefined =>
  language && language.code !== language.defaultCode ? language.code : undefined

/** The head words of the context's page: its language's, English when it names none. */
const wordsOf = (context: SeoContext): HeadWords => context.words ?? headWordsIn()

/**
 * A generated 1200×630 card (src/site/socialCards draws it) in the context's colours, at its
 * versioned address.
 */
const cardImage = (plain: SocialCard, context: SeoContext): SocialImage => {
  const card = withCardColors(plain, context.cardColors)
  return {
    url: socialCardPath(card),
    width: SOCIAL_CARD_WIDTH,
    height: SOCIAL_CARD_HEIGHT,
    alt: socialCardAlt(card),
  }
}

/** A page's card: the owner's name and title under the page's name. */
const pageCard = (page: CardPage, context: SeoContext): SocialImage =>
  cardImage(
    pageSocialCard(page, context.info, cardLanguageOf(context.language), wordsOf(context)),
    context,
  )

/** An uploaded cover's 1200×630 rendition, when sharp made one. */
const coverImage = (
  media: MediaDto | null | undefined,
  fallbackAlt: string,
): SocialImage | undefined => {
  const social = media?.sizes.social
  if (!media || !social) return undefined
  const { url, width, height } = social
  return { url, width, height, alt: media.alt || fallbackAlt }
}

/** A page with one address: its texts, then its path, card and (a profile) the owner's JSON-LD. */
const staticPage =
  (
    page: CardPage,
    type: 'website' | 'profile',
    texts: (
      context: SeoContext,
      words: HeadWords,
    ) => Pick<PageTexts, 'title' | 'description' | 'keywords'>,
  ) =>
  (context: SeoContext): PageTexts => ({
    ...texts(context, wordsOf(context)),
    type,
    path: PATHS[page],
    image: pageCard(page, context),
    ...(type === 'profile' ? { structuredData: [personJsonLd(context)] } : {}),
  })

const homePageTexts = staticPage('home', 'profile', ({ info }) => ({
  description: info.bio,
  keywords: [info.name, info.title, 'portfolio', 'web developer', 'React', 'Node.js', 'TypeScript'],
}))

const skillsPageTexts = staticPage('skills', 'website', (_context, words) => ({
  title: words.skillsTitle,
  description: words.skillsDescription,
  keywords: [
    'skills',
    'expertise',
    'React',
    'TypeScript',
    'Node.js',
    'NestJS',
    'MongoDB',
    'AWS',
    'Docker',
  ],
}))

const projectsPageTexts = staticPage('projects', 'website', (_context, words) => ({
  title: words.projectsTitle,
  description: words.projectsDescription,
  keywords: ['projects', 'portfolio', 'web applications', 'full stack', 'case studies'],
}))

const writingPageTexts = staticPage('writing', 'website', ({ info }, words) => ({
  title: words.writingTitle,
  description: fillHeadWord(words.writingDescription, info),
  keywords: ['writing', 'blog', 'case studies', info.name],
}))

const aboutPageTexts = staticPage('about', 'profile', ({ info }, words) => ({
  title: words.aboutTitle,
  description: fillHeadWord(words.aboutDescription, info),
  keywords: [info.name, 'about', 'experience', 'education', 'resume', info.title],
}))

const contactPageTexts = staticPage('contact', 'website', ({ info }, words) => ({
  title: words.contactTitle,
  description: fillHeadWord(words.contactDescription, info),
  keywords: ['contact', 'hire', 'freelance', 'full stack developer', info.name],
}))

/** A missing page: kept out of search results; a shared link to it still shows the owner's card. */
export const notFoundPageTexts = (context: SeoContext): PageTexts => ({
  title: wordsOf(context).notFoundTitle,
  description: wordsOf(context).notFoundDescription,
  keywords: ['404', 'page not found', 'portfolio'],
  type: 'website',
  noIndex: true,
  image: pageCard('home', context),
})

/**
 * A project page: its title, description and sharing image (its cover's 1200×630 rendition, else
 * its generated card); canonical at `/projects/{id}`. A cover given only as a URL is not shared:
 * its size is unknown, and link previews want one they can lay out before loading it.
 */
export const projectPageTexts = (project: SeoProject, context: SeoContext): PageTexts =>
  project.locked
    ? protectedProjectPageTexts(project, context)
    : publicProjectPageTexts(project, context)

/**
 * A protected project's page (issue 49): its title and teaser, kept out of search results, shared
 * with the Projects card, with no structured data: nothing beyond what the public list shows.
 */
const protectedProjectPageTexts = (project: SeoProject, context: SeoContext): PageTexts => ({
  title: project.title,
  description: project.teaser ?? '',
  keywords: [],
  type: 'website',
  path: PATHS.project(project.id),
  noIndex: true,
  image: pageCard('projects', context),
})

const publicProjectPageTexts = (project: SeoProject, context: SeoContext): PageTexts => ({
  title: project.title,
  description: project.description,
  keywords: [project.category, ...project.technologies, ...project.tags].filter(Boolean),
  type: 'article',
  path: PATHS.project(project.id),
  image:
    coverImage(project.imageMedia, project.title) ??
    cardImage(
      projectSocialCard(project, context.info, cardLanguageOf(context.language), wordsOf(context)),
      context,
    ),
  structuredData: [projectJsonLd(project, context)],
})

/**
 * A post's page: its title, its excerpt as the description (the writing page's, when it has
 * none), its tags as keywords, its cover's 1200×630 rendition or else its generated card, and
 * BlogPosting JSON-LD; canonical at `/writing/{slug}`.
 */
export const postPageTexts = (post: SeoPost, context: SeoContext): PageTexts => {
  const description =
    post.excerpt || fillHeadWord(wordsOf(context).writingDescription, context.info)
  const image =
    coverImage(post.imageMedia, post.title) ??
    cardImage(
      postSocialCard(post, context.info, cardLanguageOf(context.language), wordsOf(context)),
      context,
    )
  return {
    title: post.title,
    description,
    keywords: post.tags,
    type: 'article',
    path: PATHS.post(post.slug),
    image,
    structuredData: [
      postJsonLd(post, context, { description, image: absoluteUrl(image.url, context.origin) }),
    ],
  }
}

/**
 * The texts of each page with one address, by its module's name in the table of pages; the table
 * does not import them, so the site's first load does not carry these builders.
 */
export const STATIC_PAGE_TEXTS = {
  home: homePageTexts,
  skills: skillsPageTexts,
  projects: projectsPageTexts,
  writing: writingPageTexts,
  about: aboutPageTexts,
  contact: contactPageTexts,
  notFound: notFoundPageTexts,
} as const

/** The name of a page's texts in `STATIC_PAGE_TEXTS`. */
export type StaticPageTextsName = keyof typeof STATIC_PAGE_TEXTS
