import type { ProjectDto } from '@shared/apiTypes'
import { lazy, Suspense, useEffect } from 'react'
import { useNavigate, useParams } from 'react-router-dom'

import { projectNotFoundNotice } from '@shared/siteTexts'
import { PLACEHOLDER_MS } from '@/config/constants'
import { hasPosts } from '@/features/posts/api/post-count'
import { useActiveProjects } from '@/features/projects/api/get-projects'
import { ProjectDetail } from '@/features/projects/components/project-detail'
import { ProjectDetailSkeleton } from '@/features/projects/components/project-detail-skeleton'
import { fallbackProject, resolveProject } from '@/features/projects/utils/resolve-project'
import { useSiteTexts } from '@/features/site-texts/api/get-site-texts'
import { dataSource } from '@/lib/data-source/data-source-instance'
import { useElapsed } from '@/lib/use-elapsed'
import { usePaths } from '@/lib/page-language'
import { textLang } from '@/lib/text-language'
import { LazyNotFoundRoute } from '../lazy-not-found'
import { usePageMeta } from '../use-page-meta'
import './project-detail.css'

// Only a protected project's page needs it (issue 49): its own chunk.
const ProtectedProject = lazy(() =>
  import('@/features/projects/components/protected-project').then((m) => ({
    default: m.ProtectedProject,
  })),
)

// A chunk of its own, fetched only on a site with posts: one without carries none of the writing.
const ProjectPosts = lazy(() =>
  import('@/features/posts/components/project-posts').then((m) => ({ default: m.ProjectPosts })),
)
// What clients said about this project, once approved; nothing (and no space) when none.
const TestimonialQuotes = lazy(() =>
  import('@/features/testimonials/components/testimonial-quotes').then((m) => ({
    default: m.TestimonialQuotes,
  })),
)

/**
 * /projects/:id: the project by numeric id (a slug moves to it); none matching, "project 1 of the
 * built-in set" under a notice (spec section 8), or the not-found page when there is none.
 */
export const ProjectDetailRoute = () => {
  const paths = usePaths()
  const { id } = useParams()
  const navigate = useNavigate()
  const query = useActiveProjects()
  const placeholderDone = useElapsed(PLACEHOLDER_MS)
  const { project: texts } = useSiteTexts()

  // An unreachable API is treated like an empty list: the fallback project is shown.
  const resolved = query.data
    ? resolveProject(id, query.data)
    : query.isError
      ? resolveProject(id, [])
      : null
  const redirectTo = resolved?.kind === 'redirect' ? resolved.id : null
  useEffect(() => {
    if (redirectTo !== null) void navigate(paths.project(redirectTo), { replace: true })
  }, [redirectTo, navigate, paths])

  const project: ProjectDto | null =
    resolved?.kind === 'found'
      ? resolved.project
      : resolved?.kind === 'fallback'
        ? fallbackProject(query.data, dataSource.builtIn.project)
        : null

  // The fallback is shown (spec section 8), but the head stays the one of the server's 404 answer
  // for this address: "Page Not Found", noindex, the owner's card — never the shown project's
  // title or image. While loading, the tags stay as sent.
  usePageMeta(
    resolved?.kind === 'found'
      ? { page: 'project', project: resolved.project }
      : resolved?.kind === 'fallback'
        ? { page: 'notFound' }
        : null,
  )

  const ready = placeholderDone && project
  const postsOf = (shown: ProjectDto) =>
    resolved?.kind === 'found' ? (
      <Suspense fallback={null}>
        {hasPosts() ? <ProjectPosts projectSlug={shown.slug} /> : null}
        <TestimonialQuotes project={shown.id} />
      </Suspense>
    ) : null
  if (resolved?.kind === 'fallback' && !project) return <LazyNotFoundRoute />
  return (
    <div className="container page">
      {ready && resolved?.kind === 'fallback' ? (
        <p
          className="project-missing"
          role="status"
          data-testid="project-not-found"
          {...textLang(texts, 'notFound')}
        >
          {projectNotFoundNotice(texts.notFound, project.title)}
        </p>
      ) : null}
      {ready && project.locked && resolved?.kind === 'found' ? (
        <Suspense fallback={<ProjectDetailSkeleton />}>
          <ProtectedProject teaser={project} cta={texts} posts={postsOf(project)} />
        </Suspense>
      ) : ready ? (
        <ProjectDetail project={project} cta={texts} posts={postsOf(project)} />
      ) : (
        <ProjectDetailSkeleton />
      )}
    </div>
  )
}
