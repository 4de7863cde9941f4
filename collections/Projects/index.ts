import type { CollectionConfig, Field } from 'payload'

import { publishedOrAdmin } from '../../src/cms/access/publishedOrAdmin'
import { isAdmin } from '../../src/cms/access/isAdmin'
import { slugField } from '../../src/cms/fields/slug'
import { softDeleteField } from '../../src/cms/fields/softDelete'
import { setDeletedEndpoint } from '../../src/cms/endpoints/setDeletedEndpoint'
import { urlField } from '../../src/cms/fields/urlField'
import { validateRange } from '../../src/cms/fields/validateRange'
import { storeLongDescriptionText } from './hooks/storeLongDescriptionText'
import { PROJECT_LIMITS, PROJECT_STATUS_LABELS, PROJECT_STATUSES } from '../../src/shared/model'
import { contentCollectionVersions } from '../../src/cms/versions/contentVersions'

/** A list of short strings edited one row at a time (features, challenges, solutions). */
const textList = (name: string, label: string, maxLength = PROJECT_LIMITS.listItem): Field => ({
  name,
  label,
  type: 'array',
  labels: { singular: label.replace(/s$/, ''), plural: label },
  fields: [{ name: 'text', type: 'textarea', required: true, maxLength }],
})

/** Exactly one of an uploaded image or a text value (emoji, text or URL). */
const validateImageChoice = (
  _value: unknown,
  { siblingData }: { siblingData: { media?: unknown; value?: string | null } },
) =>
  Boolean(siblingData.media) !== Boolean(siblingData.value?.trim())
    ? true
    : 'Choose either an uploaded image or an emoji/text/URL value (one of the two).'

export const Projects: CollectionConfig = {
  slug: 'projects',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'featured', 'status', 'deleted', 'updatedAt'],
    listSearchableFields: ['title', 'description', 'slug'],
  },
  access: {
    read: publishedOrAdmin,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  hooks: {
    beforeChange: [storeLongDescriptionText],
  },
  // The owner's order (drag and drop in the list), which the public lists follow too.
  orderable: true,
  defaultSort: '_order',
  versions: contentCollectionVersions,
  endpoints: [setDeletedEndpoint],
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: PROJECT_LIMITS.title },
    slugField('title'),
    {
      name: 'description',
      type: 'textarea',
      required: true,
      maxLength: PROJECT_LIMITS.description,
    },
    { name: 'longDescription', type: 'richText' },
    {
      // Kept in sync by a hook so the public API can serve plain text without converting.
      name: 'longDescriptionText',
      type: 'textarea',
      admin: { hidden: true },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'image',
          type: 'text',
          maxLength: PROJECT_LIMITS.imageValue,
          admin: {
            description: 'An emoji (e.g. 🛒) or an image URL, used when no cover is uploaded.',
          },
        },
        { name: 'coverImage', type: 'upload', relationTo: 'media' },
      ],
    },
    {
      name: 'category',
      type: 'text',
      required: true,
      maxLength: PROJECT_LIMITS.category,
      defaultValue: 'Web App',
      admin: { description: 'For example Web App, Open Source, Mobile App.' },
    },
    { name: 'technologies', type: 'text', hasMany: true, maxLength: PROJECT_LIMITS.label },
    urlField('liveUrl', 'Live URL'),
    urlField('githubUrl', 'GitHub URL'),
    { name: 'featured', type: 'checkbox', defaultValue: false, index: true },
    {
      type: 'row',
      fields: [
        { name: 'startDate', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
        { name: 'endDate', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
      ],
    },
    {
      name: 'status',
      type: 'select',
      // Payload's draft status (`_status`) would otherwise take this field's enum name.
      enumName: 'enum_projects_project_status',
      defaultValue: 'completed',
      options: PROJECT_STATUSES.map((value) => ({ label: PROJECT_STATUS_LABELS[value], value })),
    },
    {
      name: 'teamSize',
      type: 'number',
      ...PROJECT_LIMITS.teamSize,
      validate: validateRange('Team size', PROJECT_LIMITS.teamSize),
      admin: { step: 1 },
    },
    { name: 'myRole', type: 'text', maxLength: PROJECT_LIMITS.shortText },
    { name: 'tags', type: 'text', hasMany: true, maxLength: PROJECT_LIMITS.label },
    textList('features', 'Features'),
    textList('challenges', 'Challenges'),
    textList('solutions', 'Solutions'),
    {
      name: 'gallery',
      type: 'array',
      labels: { singular: 'Gallery item', plural: 'Gallery' },
      admin: { description: 'Each item is an uploaded image or an emoji/text/URL value.' },
      fields: [
        { name: 'media', type: 'upload', relationTo: 'media', validate: validateImageChoice },
        { name: 'value', type: 'text', maxLength: PROJECT_LIMITS.imageValue },
      ],
    },
    softDeleteField,
  ],
}
