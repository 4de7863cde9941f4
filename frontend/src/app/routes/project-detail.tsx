import type { ProjectDto } from '@shared/apiTypes'
import { useEffect } from 'react'
import { useNavigate, useParams } from 'react-router-dom'

import { sampleProjects } from '@shared/sampleData/sampleProjects'
import { projectPageTexts } from '@shared/seo/pageTexts'
import { DEFAULT_PROJECT_ID, PLACEHOLDER_MS } from '@/config/constants'
import { paths } from '@/config/paths'
import { useActiveProjects } from '@/features/projects/api/get-projects'
import { ProjectDetail } from '@/features/projects/components/project-detail'
import { ProjectDetailSkeleton } from '@/features/projects/components/project-detail-skeleton'
import { resolveProject } from '@/features/projects/utils/resolve-project'
import { useElapsed } from '@/lib/use-elapsed'
import { usePageMeta } from '../use-page-meta'

/** Shown for an unknown project (spec section 8): built-in sample project 1. */
const FALLBACK_PROJECT: ProjectDto =
  sampleProjects.find((project) => project.id === DEFAULT_PROJECT_ID) ?? sampleProjects[0]

/**
 * /projects/:id — picks the project from the cached list by numeric id, moves a slug to its
 * canonical numeric URL, and falls back to the built-in project 1 when nothing matches.
 */
export const ProjectDetailRoute = () => {
  const { id } = useParams()
  const navigate = useNavigate()
  const query = useActiveProjects()
  const placeholderDone = useElapsed(PLACEHOLDER_MS)

  // An unreachable API is treated like an empty list: the fallback project is shown.
  const resolved = query.data
    ? resolveProject(id, query.data)
    : query.isError
      ? resolveProject(id, [])
      : null
  const redirectTo = resolved?.kind === 'redirect' ? resolved.id : null
  useEffect(() => {
    if (redirectTo !== null) void navigate(paths.project(redirectTo), { replace: true })
  }, [redirectTo, navigate])

  const project =
    resolved?.kind === 'found'
      ? resolved.project
      : resolved?.kind === 'fallback'
        ? FALLBACK_PROJECT
        : null

  // The fallback is shown (spec section 8) but, like the server's 404 answer for this address,
  // kept out of search results and without structured data; while loading, the tags stay as sent.
  usePageMeta(
    project
      ? (context) => {
          const texts = projectPageTexts(project, context)
          return resolved?.kind === 'found'
            ? texts
            : { ...texts, path: undefined, noIndex: true, structuredData: [] }
        }
      : null,
  )

  return (
    <div className="container page">
      {placeholderDone && project ? <ProjectDetail project={project} /> : <ProjectDetailSkeleton />}
    </div>
  )
}
