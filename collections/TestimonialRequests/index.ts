import type { CollectionConfig, FieldAccess } from 'payload'

import { isAdmin } from '../../src/cms/access/isAdmin'
import { validateSingleLine } from '../../src/mail/validateSingleLine'
import { LANGUAGE_CATALOGUE } from '../../src/shared/languages/languageCatalogue'
import { TESTIMONIAL_LIMITS } from '../../src/shared/model'
import { issueTestimonialLink } from './hooks/issueTestimonialLink'
import { queueTestimonialRequestEmail } from './hooks/queueTestimonialRequestEmail'

/**
 * Written by the server only (the create hook, the mail job, the client's form): an owner's
 * save of the request never sends them, so it cannot undo a use or a sent mark (Payload drops a
 * field whose update access is false and keeps the stored value).
 */
const serverOnly: FieldAccess = () => false

const sidebarDate = {
  position: 'sidebar',
  readOnly: true,
  date: { pickerAppearance: 'dayAndTime' },
} as const

/**
 * The owner asks a client for a testimonial: saving one emails the client (through the queue) a
 * link to a form on the site that works once, for `TESTIMONIAL_LINK_DAYS` days.
 */
export const TestimonialRequests: CollectionConfig = {
  slug: 'testimonial-requests',
  labels: { singular: 'Testimonial request', plural: 'Testimonial requests' },
  admin: {
    useAsTitle: 'clientName',
    defaultColumns: ['clientName', 'email', 'emailStatus', 'usedAt', 'createdAt'],
    group: 'Testimonials',
    description:
      'Ask a client for a testimonial: saving sends them an email with a link to a short form. The link works once and expires after 14 days; what they send waits in Testimonials for your approval.',
  },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [issueTestimonialLink],
    afterChange: [queueTestimonialRequestEmail],
  },
  fields: [
    {
      name: 'clientName',
      label: 'Client’s name',
      type: 'text',
      required: true,
      maxLength: TESTIMONIAL_LIMITS.name,
      validate: validateSingleLine,
    },
    { name: 'email', label: 'Client’s email', type: 'email', required: true },
    {
      name: 'project',
      type: 'relationship',
      relationTo: 'projects',
      admin: { description: 'The project you worked on together (the form suggests it).' },
    },
    {
      name: 'message',
      label: 'Personal message',
      type: 'textarea',
      maxLength: TESTIMONIAL_LIMITS.message,
      admin: { description: 'Added to the email, as you write it.' },
    },
    {
      name: 'language',
      type: 'select',
      options: LANGUAGE_CATALOGUE.map(({ code, name }) => ({ label: name, value: code })),
      admin: {
        description:
          'The language of the form the link opens (empty: the site’s default language).',
      },
    },
    {
      name: 'emailStatus',
      label: 'Email',
      type: 'select',
      defaultValue: 'skipped',
      options: ['pending', 'sent', 'failed', 'skipped'].map((value) => ({
        label: value[0]!.toUpperCase() + value.slice(1),
        value,
      })),
      access: { update: serverOnly },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'emailError',
      label: 'Last send error',
      type: 'textarea',
      access: { update: serverOnly },
      admin: {
        position: 'sidebar',
        readOnly: true,
        condition: (data) => Boolean(data?.emailError),
      },
    },
    {
      name: 'emailedAt',
      label: 'Emailed at',
      type: 'date',
      access: { update: serverOnly },
      admin: sidebarDate,
    },
    {
      name: 'expiresAt',
      label: 'Link expires',
      type: 'date',
      access: { update: serverOnly },
      admin: sidebarDate,
    },
    {
      name: 'usedAt',
      label: 'Link used at',
      type: 'date',
      access: { update: serverOnly },
      admin: sidebarDate,
    },
    {
      name: 'testimonial',
      label: 'Their testimonial',
      type: 'relationship',
      relationTo: 'testimonials',
      access: { update: serverOnly },
      admin: {
        position: 'sidebar',
        readOnly: true,
        condition: (data) => Boolean(data?.testimonial),
      },
    },
    {
      name: 'tokenSeed',
      type: 'text',
      access: { read: () => false, update: serverOnly },
      admin: { hidden: true },
    },
    {
      name: 'tokenHash',
      type: 'text',
      unique: true,
      access: { read: () => false, update: serverOnly },
      admin: { hidden: true },
    },
  ],
}
