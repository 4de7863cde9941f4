import { samplePosts } from '@shared/sampleData/samplePosts'
import { sampleProjects } from '@shared/sampleData/sampleProjects'

import { DEFAULT_PROJECT_ID } from '@/config/constants'
import { type BuiltInContent, DEFAULT_CONTENT } from './built-in-content'
import { isPublished } from './local-post-list'

/**
 * The samples and the spec's texts: the browser-local build (reading B), whose stand-in for a
 * missing project is project 1 of the built-in set (spec section 8), and whose writing is the
 * sample posts. A function, not a value
 * made at load: a build that never calls it (the owner's site) then leaves the samples out.
 */
export const sampleContent = (): BuiltInContent => ({
  ...DEFAULT_CONTENT,
  project:
    sampleProjects.find((project) => project.id === DEFAULT_PROJECT_ID) ?? sampleProjects[0]!,
  postCount: samplePosts.filter((post) => isPublished(post, new Date())).length,
})
