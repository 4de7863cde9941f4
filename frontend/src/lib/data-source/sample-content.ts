import { samplePosts } from '@shared/sampleData/samplePosts'
import { sampleProjects } from '@shared/sampleData/sampleProjects'

import { DEFAULT_PROJECT_ID } from '@/config/constants'
import { type BuiltInContent, DEFAULT_CONTENT } from './built-in-content'
import { isPublished } from './local-post-list'

/**
 * Reading B's built-in content: the samples, project 1 standing in for a missing one (spec
 * section 8). A function, so a build that never calls it (reading A) leaves the samples out.
 */
export const sampleContent = (): BuiltInContent => ({
  ...DEFAULT_CONTENT,
  project:
    sampleProjects.find((project) => project.id === DEFAULT_PROJECT_ID) ?? sampleProjects[0]!,
  postCount: samplePosts.filter((post) => isPublished(post, new Date())).length,
})
