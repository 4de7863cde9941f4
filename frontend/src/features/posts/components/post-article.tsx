import type { PostDto } from '@shared/apiTypes'
import { Link } from 'react-router-dom'

import { ArrowRightIcon, FolderIcon } from '@/components/ui/icons'
import { ImageOrEmoji } from '@/components/ui/image-or-emoji'
import { BackLink } from '@/components/ui/back-link'
import { ArrowLeftIcon } from '@/components/ui/project-icons'
import { postWords } from '@/i18n/en/post'
import { useSiteWords } from '@/i18n/site-words-provider'
import { usePaths } from '@/lib/page-language'
import { textLang } from '@/lib/text-language'
import { usePublishedPosts } from '../api/get-posts'
import { postNeighbours } from '../utils/post-neighbours'
import { PostBody } from './post-body'
import { PostMeta } from './post-meta'
import { PostTags } from './post-tags'
import './post-article.css'

/** The previous (older) and next (newer) post, once the list of posts has arrived. */
const PostNeighbours = ({ slug }: { slug: string }) => {
  const paths = usePaths()
  const { t } = useSiteWords(postWords)
  const { data } = usePublishedPosts()
  const { previous, next } = postNeighbours(data ?? [], slug)
  if (!previous && !next) return null
  return (
    <nav className="post__neighbours" aria-label={t('post.morePosts')}>
      {previous ? (
        <Link
          className="glass post__neighbour"
          to={paths.post(previous.slug)}
          rel="prev"
          data-testid="previous-post"
        >
          <span className="post__neighbour-label">
            <ArrowLeftIcon />
            {t('post.previous')}
          </span>
          <span className="post__neighbour-title">{previous.title}</span>
        </Link>
      ) : null}
      {next ? (
        <Link
          className="glass post__neighbour post__neighbour--next"
          to={paths.post(next.slug)}
          rel="next"
          data-testid="next-post"
        >
          <span className="post__neighbour-label">
            {t('post.next')}
            <ArrowRightIcon />
          </span>
          <span className="post__neighbour-title">{next.title}</span>
        </Link>
      ) : null}
    </nav>
  )
}

/**
 * A post (issue 33): back to Writing, its date, reading time, title, excerpt and tags, its cover,
 * its text, the projects it is about, then the posts published before and after it.
 */
export const PostArticle = ({ post }: { post: PostDto }) => {
  const paths = usePaths()
  const { t } = useSiteWords(postWords)
  const cover = post.image.trim()
  return (
    <article className="post" data-testid="post" data-post-slug={post.slug}>
      <BackLink to={paths.writing} label={t('post.back')} />
      <header className="post__header">
        <PostMeta publishedAt={post.publishedAt} readingMinutes={post.readingMinutes} />
        <h1 className="title-xl post__title" {...textLang(post, 'title')}>
          {post.title}
        </h1>
        {post.excerpt.trim() ? (
          <p className="lead post__excerpt" {...textLang(post, 'excerpt')}>
            {post.excerpt}
          </p>
        ) : null}
        <PostTags tags={post.tags} />
      </header>
      {cover ? (
        <div className="post__cover">
          <ImageOrEmoji
            value={cover}
            media={post.imageMedia}
            alt=""
            sizes="(min-width: 860px) 820px, 100vw"
            eager
            fit="contain"
            className="post__cover-picture"
          />
        </div>
      ) : null}
      <PostBody post={post} />
      {post.projects.length > 0 ? (
        <section className="post__projects" aria-labelledby="post-projects-title">
          <h2 id="post-projects-title" className="post__section-title">
            {t('post.projects')}
          </h2>
          <ul className="chip-list">
            {post.projects.map((project) => (
              <li key={project.id}>
                <Link
                  className="btn btn--ghost btn--small"
                  to={paths.project(project.id)}
                  data-testid="post-project"
                >
                  <FolderIcon />
                  {project.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <PostNeighbours slug={post.slug} />
    </article>
  )
}
