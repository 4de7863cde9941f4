import type { MediaDto } from '../apiTypes'
import {
  absoluteUrl,
  type JsonLd,
  personJsonLd,
  projectJsonLd,
  type SeoContext,
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

/** The 1200×630 rendition of an upload (else the original), for Open Graph and Twitter. */
const socialImageOf = (media: MediaDto | null | undefined): SocialImage | undefined => {
  if (!media) return undefined
  const social = media.sizes.social
  if (social)
    return {
      url: social.url,
      width: social.width,
      height: social.height,
      alt: media.alt || undefined,
    }
  return {
    url: media.url,
    width: media.width ?? undefined,
    height: media.height ?? undefined,
    alt: media.alt || undefined,
  }
}

export const homePageTexts = (context: SeoContext): PageTexts => {
  const { info } = context
  return {
    description: info.bio,
    keywords: [
      info.name,
      info.title,
      'portfolio',
      'web developer',
      'React',
      'Node.js',
      'TypeScript',
    ],
    type: 'profile',
    path: '/',
    image: socialImageOf(info.avatar),
    structuredData: [personJsonLd(context)],
  }
}

export const skillsPageTexts = (): PageTexts => ({
  title: 'Skills & Expertise',
  description:
    'Frontend, backend, server, cloud and general skills, each with its level of expertise.',
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
  type: 'website',
  path: '/skills',
})

export const projectsPageTexts = (): PageTexts => ({
  title: 'Projects',
  description:
    'Web applications and platforms I have designed and built, with the stack behind each one.',
  keywords: ['projects', 'portfolio', 'web applications', 'full stack', 'case studies'],
  type: 'website',
  path: '/projects',
})

export const aboutPageTexts = (context: SeoContext): PageTexts => {
  const { info } = context
  return {
    title: 'About Me',
    description: `${info.name}, ${info.title} in ${info.location}: experience, education and what I do when I’m not coding.`,
    keywords: [info.name, 'about', 'experience', 'education', 'resume', info.title],
    type: 'profile',
    path: '/about',
    image: socialImageOf(info.avatar),
    structuredData: [personJsonLd(context)],
  }
}

export const contactPageTexts = ({ info }: SeoContext): PageTexts => ({
  title: 'Contact',
  description: `Get in touch with ${info.name} about a project, a role or a collaboration. I typically respond within 24 hours.`,
  keywords: ['contact', 'hire', 'freelance', 'full stack developer', info.name],
  type: 'website',
  path: '/contact',
})

export const notFoundPageTexts = (): PageTexts => ({
  title: 'Page Not Found',
  description: 'The page you are looking for does not exist or has been moved.',
  keywords: ['404', 'page not found', 'portfolio'],
  type: 'website',
  noIndex: true,
})

/** A project page: its title, description and 1200×630 cover; canonical at `/projects/{id}`. */
export const projectPageTexts = (project: SeoProject, context: SeoContext): PageTexts => {
  const uploaded = socialImageOf(project.imageMedia)
  // A cover given as a URL (not an emoji) is still worth sharing, without known dimensions.
  const linked = absoluteUrl(project.image, context.origin)
  return {
    title: project.title,
    description: project.description,
    keywords: [project.category, ...project.technologies, ...project.tags].filter(Boolean),
    type: 'article',
    path: `/projects/${project.id}`,
    image: uploaded ?? (linked ? { url: linked, alt: project.title } : undefined),
    structuredData: [projectJsonLd(project, context)],
  }
}
