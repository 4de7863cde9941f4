import { BlocksFeature, lexicalEditor } from '@payloadcms/richtext-lexical'

import { POST_LIMITS } from '../../src/shared/model'
import { DAY_ONLY_DATE } from '../../src/cms/fields/dayOnlyDate'
import { slugField } from '../../src/cms/fields/slug'
import {
  notePublicSlug,
  redirectRenamedAddress,
} from '../../src/cms/redirects/redirectRenamedAddress'
import { contentCollectionVersions } from '../../src/cms/versions/contentVersions'
import { contentCollection } from '../contentCollection'
import { codeBlock } from './codeBlock'
import { setPublishDate } from './hooks/setPublishDate'
import { storeBodyText } from './hooks/storeBodyText'

/** The owner's posts and case studies (issue 33); scheduled publishing runs on the job queue. */
export const Posts = contentCollection({
  imported: false,
  slug: 'posts',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', '_status', 'publishedAt', 'readingMinutes', 'deleted', 'updatedAt'],
    description:
      'Status: Published (visitors see it) or Draft (only you do). To publish later, use ' +
      'Schedule Publish in the Publish menu: the post publishes itself at that time.',
    listSearchableFields: ['title', 'excerpt', 'slug'],
  },
  hooks: {
    beforeChange: [storeBodyText, setPublishDate, notePublicSlug],
    // A renamed post's old address keeps working.
    afterChange: [redirectRenamedAddress],
  },
  defaultSort: '-publishedAt',
  versions: {
    ...contentCollectionVersions,
    drafts: { ...contentCollectionVersions.drafts, schedulePublish: true },
  },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, maxLength: POST_LIMITS.title },
    slugField(
      'title',
      'A readable address: the site shows this post at /writing/<slug>, and the API answers ' +
        '/api/posts/slug/<slug>.',
    ),
    {
      name: 'excerpt',
      type: 'textarea',
      localized: true,
      maxLength: POST_LIMITS.excerpt,
      admin: { description: 'One or two sentences: shown in the list, feeds and link previews.' },
    },
    {
      name: 'body',
      type: 'richText',
      localized: true,
      editor: lexicalEditor({
        features: ({ defaultFeatures }) => [
          // Headings, lists, links, quotes and images (with their alt text) are among them.
          ...defaultFeatures,
          BlocksFeature({ blocks: [codeBlock] }),
        ],
      }),
    },
    {
      // Kept in sync by a hook: the contract answers the body as plain text too.
      name: 'bodyText',
      type: 'textarea',
      localized: true,
      admin: { hidden: true },
    },
    {
      name: 'readingMinutes',
      label: 'Reading time (minutes)',
      type: 'number',
      admin: { readOnly: true, position: 'sidebar', description: 'Worked out from the body.' },
    },
    {
      name: 'publishedAt',
      label: 'Publish date',
      type: 'date',
      index: true,
      admin: {
        position: 'sidebar',
        date: DAY_ONLY_DATE,
        description: 'The date the post shows. Left empty, the first publish sets it.',
      },
    },
    {
      name: 'coverImage',
      label: 'Cover',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Shown on the post, in the list, and when the post is shared.' },
    },
    { name: 'tags', type: 'text', hasMany: true, maxLength: POST_LIMITS.tag },
    {
      name: 'projects',
      label: 'About these projects',
      type: 'relationship',
      relationTo: 'projects',
      hasMany: true,
      admin: { description: "The post is listed on each of these projects' pages." },
    },
  ],
})
