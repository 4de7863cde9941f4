import type { Messages } from '../messages'

/** English: a post's page, bundled with its chunk (its list words are Writing's). */
export const postWords = {
  'post.loading': 'Loading post',
  'post.back': 'Back to Writing',
  'post.projects': 'Projects in this post',
  'post.morePosts': 'More posts',
  'post.previous': 'Previous post',
  'post.next': 'Next post',
  'post.code': '{language} code',
  'post.copy': 'Copy',
  'post.copied': 'Copied',
  'post.copyLabel': 'Copy the {language} code',
  'post.codeCopied': 'Code copied to the clipboard',
  'post.copyFailed': 'The code could not be copied',
} as const satisfies Messages
