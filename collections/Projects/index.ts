import type { Field } from 'payload'

import { userIsAdmin } from '../../src/cms/access/isAdmin'
import { isOpenProject } from '../../src/cms/access/publishedOrAdmin'
import { slugField } from '../../src/cms/fields/slug'
import { defaultInDefaultLanguage } from '../../src/cms/fields/defaultInDefaultLanguage'
import {
  notePublicSlug,
  redirectRenamedAddress,
} from '../../src/cms/redirects/redirectRenamedAddress'
import { DAY_ONLY_DATE } from '../../src/cms/fields/dayOnlyDate'
import { urlField } from '../../src/cms/fields/urlField'
import { validateRange } from '../../src/cms/fields/validateRange'
import { contentCollection } from '../contentCollection'
import { storeLongDescriptionText } from './hooks/storeLongDescriptionText'
import { storeProjectPassword } from './hooks/storeProjectPassword'
import { removeShareLinksOfDeletedProject } from './hooks/removeShareLinksOfDeletedProject'
import {
  PROJECT_LIMITS,
  PROJECT_STATUS_LABELS,
  PROJECT_STATUSES,
  PROJECT_VISIBILITIES,
  PROJECT_VISIBILITY_LABELS,
} from '../../src/shared/model'

/** A list of short strings edited one row at a time (features, challenges, solutions). */
const textList = (name: string, label: string, maxLength = PROJECT_LIMITS.listItem): Field => ({
  name,
  label,
  type: 'array',
  labels: { singular: label.replace(/s$/, ''), plural: label },
  fields: [{ name: 'text', type: 'textarea', required: true, localized: true, maxLength }],
})

/** Exactly one of an uploaded image or a text value (emoji, text or URL). */
const validateImageChoice = (
  _value: unknown,
  { siblingData }: { siblingData: { media?: unknown; value?: string | null } },
) =>
  Boolean(siblingData.media) !== Boolean(siblingData.value?.trim())
    ? true
    : 'Choose either an uploaded image or an emoji/text/URL value (one of the two).'

const caseStudyText = (name: string, label: string, description: string): Field => ({
  name,
  label,
  type: 'textarea',
  localized: true,
  maxLength: PROJECT_LIMITS.caseStudyText,
  admin: { description },
})

/**
 * Issue 49: what the owner did and what it changed. Any of it filled makes the project's page a
 * case study (results first); all of it empty leaves the page as the specification has it.
 */
const caseStudy: Field = {
  type: 'collapsible',
  label: 'Case study',
  admin: {
    initCollapsed: true,
    description:
      'Optional. Once any of it is filled, the project page shows a case study: the results ' +
      'first, then the problem, your approach (with My Role) and the client’s words.',
  },
  fields: [
    caseStudyText('problem', 'The problem', 'What the client needed or what was wrong.'),
    caseStudyText('approach', 'Your approach', 'What you did about it, and why that way.'),
    {
      name: 'results',
      type: 'array',
      labels: { singular: 'Result', plural: 'Results' },
      maxRows: PROJECT_LIMITS.results,
      admin: {
        description:
          'Measured outcomes, shown large: for example p99 latency | −48% | after the cache rewrite.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'label',
              type: 'text',
              required: true,
              localized: true,
              maxLength: PROJECT_LIMITS.resultLabel,
              admin: { description: 'What was measured.' },
            },
            {
              name: 'value',
              type: 'text',
              required: true,
              localized: true,
              maxLength: PROJECT_LIMITS.resultValue,
              admin: { description: 'The change, short: −48%, 3× faster.' },
            },
            {
              name: 'context',
              type: 'text',
              localized: true,
              maxLength: PROJECT_LIMITS.resultContext,
              admin: { description: 'Optional: when or against what.' },
            },
          ],
        },
      ],
    },
    caseStudyText('clientQuote', 'The client’s words', 'A sentence or two, as they said it.'),
    {
      name: 'clientName',
      label: 'Who said them',
      type: 'text',
      localized: true,
      maxLength: PROJECT_LIMITS.shortText,
      admin: { description: 'Name, role and company: Dana Levi, CTO at Acme.' },
    },
  ],
}

const isProtected = (siblingData: { visibility?: string } | undefined) =>
  Boolean(siblingData?.visibility && siblingData.visibility !== 'public')

/**
 * Issue 49, projects under NDA: who may see the project whole. Everyone else sees its title,
 * category and teaser only, on the list and on its page.
 */
const visibility: Field = {
  type: 'collapsible',
  label: 'Who may see it',
  admin: { initCollapsed: false },
  fields: [
    {
      name: 'visibility',
      type: 'select',
      defaultValue: 'public',
      enumName: 'enum_projects_visibility',
      options: PROJECT_VISIBILITIES.map((value) => ({
        label: PROJECT_VISIBILITY_LABELS[value],
        value,
      })),
      admin: {
        description:
          'Public: everyone. Password: visitors who type it. Share link only: people you send a ' +
          'link to (Share links, below). Others see the title, category and teaser only, and ' +
          'search engines nothing more.',
      },
    },
    {
      name: 'teaser',
      type: 'text',
      localized: true,
      maxLength: PROJECT_LIMITS.teaser,
      admin: {
        description:
          'The one line visitors see instead of the description, e.g. "A fintech ' +
          'dashboard under NDA".',
        condition: (_, siblingData) => isProtected(siblingData),
      },
    },
    {
      name: 'newPassword',
      label: 'Password',
      type: 'text',
      virtual: true,
      maxLength: PROJECT_LIMITS.password.max,
      admin: {
        description:
          'Write-only: only a hash is kept and it is never shown. Leave empty to keep the ' +
          'password already set.',
        condition: (_, siblingData) => siblingData?.visibility === 'password',
        // A masked input that browsers do not fill with the admin's own login.
        components: { Field: '/src/cms/admin/SmtpPasswordField#SmtpPasswordField' },
      },
    },
    // scrypt, set by `storeProjectPassword`; hidden from every answer and from the form.
    { name: 'passwordHash', type: 'text', hidden: true },
    {
      name: 'shareLinks',
      label: 'Share links',
      type: 'join',
      collection: 'project-links',
      on: 'project',
      admin: {
        description: 'Add one, then copy its link to send it; revoke it to close it again.',
        condition: (_, siblingData) => isProtected(siblingData),
      },
    },
  ],
}

export const Projects = contentCollection({
  slug: 'projects',
  // Payload's REST shows visitors public projects only: the contract alone serves the teasers of
  // protected ones (`projectTeaser`), and opens them for whoever has their password or a link.
  read: ({ req }) => (userIsAdmin(req.user) ? true : isOpenProject),
  admin: {
    useAsTitle: 'title',
    // `_status` (Payload's Published/Draft) beside the project's own stage, `status`.
    defaultColumns: ['title', '_status', 'category', 'featured', 'status', 'deleted', 'updatedAt'],
    description:
      'Status: Published (visitors see it) or Draft (only you do). Stage: how far the project ' +
      'itself is (completed, in progress…), shown on its page.',
    listSearchableFields: ['title', 'description', 'slug'],
  },
  hooks: {
    beforeChange: [storeLongDescriptionText, storeProjectPassword, notePublicSlug],
    // A renamed project's old address keeps working.
    afterChange: [redirectRenamedAddress],
    beforeDelete: [removeShareLinksOfDeletedProject],
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      maxLength: PROJECT_LIMITS.title,
    },
    slugField(
      'title',
      'A readable address: the site opens /projects/<slug> as this project (moving to its ' +
        'number), and the API answers /api/projects/slug/<slug>.',
    ),
    {
      name: 'description',
      type: 'textarea',
      required: true,
      localized: true,
      maxLength: PROJECT_LIMITS.description,
    },
    { name: 'longDescription', type: 'richText', localized: true },
    {
      // Kept in sync by a hook so the public API can serve plain text without converting.
      name: 'longDescriptionText',
      type: 'textarea',
      localized: true,
      admin: { hidden: true },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'coverImage',
          label: 'Cover',
          type: 'upload',
          relationTo: 'media',
          admin: {
            description:
              'The picture on project cards and the image shown when the project is shared ' +
              '(social image).',
          },
        },
        {
          name: 'image',
          label: 'Image (no cover)',
          type: 'text',
          maxLength: PROJECT_LIMITS.imageValue,
          admin: {
            description:
              'Only when there is no Cover: an emoji (e.g. 🛒) or an image address, shown instead.',
          },
        },
      ],
    },
    {
      name: 'category',
      type: 'text',
      required: true,
      localized: true,
      maxLength: PROJECT_LIMITS.category,
      defaultValue: defaultInDefaultLanguage('Web App'),
      admin: { description: 'For example Web App, Open Source, Mobile App.' },
    },
    { name: 'technologies', type: 'text', hasMany: true, maxLength: PROJECT_LIMITS.label },
    urlField('liveUrl', 'Live URL', 'your-app.example.com'),
    urlField('githubUrl', 'GitHub URL', 'github.com/you/project'),
    {
      name: 'featured',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: {
        description: 'Featured projects lead the Home page and carry a Featured badge.',
        components: {
          Cell: { path: '/src/cms/admin/MarkCell#MarkCell', clientProps: { mark: '★ Featured' } },
        },
      },
    },
    {
      name: 'showOnResume',
      label: 'Show on the generated résumé',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'The résumé made from your content (/resume.pdf) lists it.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'startDate', type: 'date', admin: { date: DAY_ONLY_DATE } },
        { name: 'endDate', type: 'date', admin: { date: DAY_ONLY_DATE } },
      ],
    },
    {
      name: 'status',
      // "Status" is Payload's Published/Draft column in the list: this one is the project's stage.
      label: 'Stage',
      type: 'select',
      admin: { description: 'How far the project itself is, shown on its page.' },
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
    { name: 'myRole', type: 'text', localized: true, maxLength: PROJECT_LIMITS.shortText },
    { name: 'tags', type: 'text', hasMany: true, maxLength: PROJECT_LIMITS.label },
    textList('features', 'Features'),
    textList('challenges', 'Challenges'),
    textList('solutions', 'Solutions'),
    caseStudy,
    visibility,
    {
      name: 'gallery',
      type: 'array',
      labels: { singular: 'Gallery item', plural: 'Gallery' },
      admin: {
        description:
          'The carousel on the project page, in this order. Each item is an uploaded image, ' +
          'or an emoji or image address instead.',
      },
      fields: [
        { name: 'media', type: 'upload', relationTo: 'media', validate: validateImageChoice },
        {
          name: 'value',
          label: 'Or an emoji or image address',
          type: 'text',
          maxLength: PROJECT_LIMITS.imageValue,
          admin: {
            description: 'Instead of an upload: an emoji (e.g. 📱) or https://… of an image.',
          },
        },
      ],
    },
  ],
})
