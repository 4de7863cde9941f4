import { writingWords } from '@/i18n/en/writing'
import { useSiteWords } from '@/i18n/site-words-provider'
import { useProjectPosts } from '../api/get-posts'
import { PostCard } from './post-card'
import './project-posts.css'

/**
 * The posts about a project, on its page: shown only once there are some (below the first
 * screen, so nothing holds their place meanwhile).
 */
export const ProjectPosts = ({ projectSlug }: { projectSlug: string }) => {
  const { t } = useSiteWords(writingWords)
  const { data } = useProjectPosts(projectSlug)
  const posts = data?.data ?? []
  if (posts.length === 0) return null
  return (
    <section className="project-posts" aria-labelledby="project-posts-title">
      <h2 id="project-posts-title" className="project-posts__title">
        {t('writing.projectPostsTitle')}
      </h2>
      <ul className="project-posts__list" data-testid="project-posts">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
    </section>
  )
}
