import type { PersonalInfoDto, PostDto, ProjectDto } from '../apiTypes'
import type { HeadWords } from './headWords'
import type { CardColors } from './socialCard'
import { localizedPath, type PageLanguage } from './pageLanguage'

export type JsonLd = Record<string, unknown>

export type SeoProject = Pick<
  ProjectDto,
  | 'id'
  | 'slug'
  | 'title'
  | 'description'
  | 'category'
  | 'technologies'
  | 'tags'
  | 'githubUrl'
  | 'image'
  | 'imageMedia'
  | 'startDate'
  | 'updatedAt'
  | 'untranslated'
  | 'locked'
  | 'teaser'
>

export type SeoPost = Pick<
  PostDto,
  | 'id'
  | 'slug'
  | 'title'
  | 'excerpt'
  | 'tags'
  | 'imageMedia'
  | 'publishedAt'
  | 'updatedAt'
  | 'untranslated'
>

export type SeoContext = {
  info: PersonalInfoDto
  origin: string
  /** Only on a site of several languages. */
  language?: PageLanguage
  /** English when absent. */
  words?: HeadWords
  /** Also on a one-language site (a post's `inLanguage`). */
  inLanguage?: string
  /** The Look's colours, when the owner chose their own: the generated cards are drawn in them. */
  cardColors?: CardColors
}

export const absoluteUrl = (
  value: string | null | undefined,
  origin: string,
): string | undefined => {
  const url = value?.trim()
  if (!url) return undefined
  if (/^https?:\/\//i.test(url)) return url
  if (url.startsWith('/') && !url.startsWith('//')) return `${origin}${url}`
  return undefined
}

const withoutEmpty = (values: (string | null | undefined)[]): string[] =>
  values.map((value) => value?.trim() ?? '').filter(Boolean)

/** With several languages, wrapped in a ProfilePage: a Person has no `inLanguage` of its own. */
export const personJsonLd = ({ info, origin, language }: SeoContext): JsonLd => {
  const sameAs = withoutEmpty([info.githubUrl, info.linkedinUrl])
  const image = absoluteUrl(info.avatar?.url, origin)
  const person = {
    '@type': 'Person',
    name: info.name,
    jobTitle: info.title,
    ...(info.bio ? { description: info.bio } : {}),
    url: `${origin}${localizedPath('/', language)}`,
    ...(image ? { image } : {}),
    ...(info.location
      ? { address: { '@type': 'PostalAddress', addressLocality: info.location } }
      : {}),
    ...(sameAs.length ? { sameAs } : {}),
  }
  if (!language) return { '@context': 'https://schema.org', ...person }
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    inLanguage: language.code,
    mainEntity: person,
  }
}

export const projectJsonLd = (
  project: SeoProject,
  { info, origin, language }: SeoContext,
): JsonLd => {
  const image = absoluteUrl(
    project.imageMedia?.sizes.social?.url ?? project.imageMedia?.url,
    origin,
  )
  const keywords = withoutEmpty([...project.technologies, ...project.tags])
  return {
    '@context': 'https://schema.org',
    '@type': project.githubUrl ? 'SoftwareSourceCode' : 'CreativeWork',
    name: project.title,
    description: project.description,
    url: `${origin}${localizedPath(`/projects/${project.id}`, language)}`,
    // The language its title is in: the default language's while it has no translation.
    ...(language ? { inLanguage: project.untranslated?.title ?? language.code } : {}),
    ...(image ? { image } : {}),
    ...(project.category ? { genre: project.category } : {}),
    ...(keywords.length ? { keywords: keywords.join(', ') } : {}),
    ...(project.githubUrl ? { codeRepository: project.githubUrl } : {}),
    ...(project.startDate ? { dateCreated: project.startDate } : {}),
    ...(project.updatedAt ? { dateModified: project.updatedAt } : {}),
    author: { '@type': 'Person', name: info.name, url: `${origin}${localizedPath('/', language)}` },
  }
}

export const postJsonLd = (
  post: SeoPost,
  { info, origin, language, inLanguage }: SeoContext,
  { description, image }: { description: string; image: string | undefined },
): JsonLd => {
  const url = `${origin}${localizedPath(`/writing/${encodeURIComponent(post.slug)}`, language)}`
  const keywords = withoutEmpty(post.tags)
  // The language its text is in: the default language's while its title has no translation.
  const code = post.untranslated?.title ?? language?.code ?? inLanguage
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description,
    url,
    mainEntityOfPage: url,
    ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
    ...((post.updatedAt ?? post.publishedAt)
      ? { dateModified: post.updatedAt ?? post.publishedAt }
      : {}),
    ...(code ? { inLanguage: code } : {}),
    ...(image ? { image } : {}),
    ...(keywords.length ? { keywords: keywords.join(', ') } : {}),
    author: { '@type': 'Person', name: info.name, url: `${origin}${localizedPath('/', language)}` },
  }
}

/** Escapes `<`, `>` and `&` so CMS text (say `</script>`) can never end the block early. */
export const serializeJsonLd = (data: JsonLd): string =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
