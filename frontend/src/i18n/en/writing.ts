import type { Messages } from '../messages'

/**
 * English: the Writing page and the post lists elsewhere (Home's latest posts, a project's
 * posts), bundled with the chunk that shows them.
 */
export const writingWords = {
  'writing.eyebrow': 'Writing',
  'writing.title': 'Posts & Case Studies',
  'writing.lead': 'How projects were built, what went wrong and what was learned along the way.',
  'writing.searchLabel': 'Search posts',
  'writing.searchPlaceholder': 'Search posts...',
  'writing.tagLabel': 'Tag',
  'writing.allTags': 'All tags',
  'writing.listLabel': 'Posts',
  'writing.loading': 'Loading posts',
  'writing.emptyTitle': 'No posts found',
  'writing.emptySearchText': 'Nothing matches your search. Try another word or tag.',
  'writing.viewAll': 'View all posts',
  'writing.loadFailedText': 'The posts could not be loaded just now. Please try again in a moment.',
  'writing.tryAgain': 'Try again',
  'writing.noneTitle': 'No posts yet',
  'writing.noneText': 'New posts will be shown here soon.',
  'writing.pagesLabel': 'Pages of posts',
  'writing.previousPage': 'Previous page',
  'writing.nextPage': 'Next page',
  'writing.page': 'Page {page}',
  'writing.readingTime': { one: '{count} min read', other: '{count} min read' },
  'writing.tagsLabel': 'Tags',
  'writing.postsTagged': 'Posts tagged {tag}',
  'writing.latestEyebrow': 'Writing',
  'writing.latestTitle': 'Latest Posts',
  'writing.latestLead': 'Notes and case studies from recent work.',
  'writing.seeAllPosts': 'See all posts',
  'writing.projectPostsTitle': 'Posts About This Project',
} as const satisfies Messages
