import type { CollectionConfig, FieldAccess, TextareaFieldValidation } from 'payload'
import { textarea } from 'payload/shared'

import { isAdmin } from '../../src/cms/access/isAdmin'
import { validateSingleLine } from '../../src/mail/validateSingleLine'
import { TESTIMONIAL_LIMITS, TESTIMONIAL_STATES } from '../../src/shared/model'
import { carriesMarkup } from '../../src/shared/plainText'

/** Set when it is stored (by the client's form or the owner), never changed afterwards. */
const setOnCreate: FieldAccess = () => false

/** Plain text only, whoever writes it: the site shows it as text, never as markup. */
const plainText: TextareaFieldValidation = (value, args) =>
  typeof value === 'string' && carriesMarkup(value)
    ? 'Write plain text: tags such as <b> or <a> are not allowed.'
    : textarea(value, args)

/**
 * What clients said about the owner's work: from a request's link (`testimonial-requests`) or
 * added by the owner. Only `approved` ones are public (`GET /api/testimonials`).
 */
export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  labels: { singular: 'Testimonial', plural: 'Testimonials' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'company', 'state', 'source', 'createdAt'],
    listSearchableFields: ['name', 'company', 'text'],
    group: 'Testimonials',
    description:
      'Words from clients. Nothing shows on the site until you set it to Approved; Hidden takes it off again.',
  },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'state',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: TESTIMONIAL_STATES.map((value) => ({
        label: value[0]!.toUpperCase() + value.slice(1),
        value,
      })),
      admin: {
        position: 'sidebar',
        description: 'Approved: shown on Home and on its project. Pending or Hidden: not shown.',
      },
    },
    {
      name: 'name',
      type: 'text',
      required: true,
      maxLength: TESTIMONIAL_LIMITS.name,
      validate: validateSingleLine,
    },
    {
      name: 'role',
      type: 'text',
      maxLength: TESTIMONIAL_LIMITS.role,
      validate: validateSingleLine,
    },
    {
      name: 'company',
      type: 'text',
      maxLength: TESTIMONIAL_LIMITS.company,
      validate: validateSingleLine,
    },
    {
      name: 'text',
      type: 'textarea',
      required: true,
      maxLength: TESTIMONIAL_LIMITS.text,
      validate: plainText,
      admin: { description: 'Plain text, shown as written.' },
    },
    { name: 'photo', type: 'upload', relationTo: 'media' },
    {
      name: 'project',
      type: 'relationship',
      relationTo: 'projects',
      admin: { description: 'Shown on this project’s page too.' },
    },
    {
      name: 'source',
      type: 'select',
      required: true,
      defaultValue: 'manual',
      options: [
        { label: 'Added by hand', value: 'manual' },
        { label: 'Sent through a request link', value: 'request' },
      ],
      access: { update: setOnCreate },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'request',
      type: 'relationship',
      relationTo: 'testimonial-requests',
      access: { update: setOnCreate },
      admin: { position: 'sidebar', readOnly: true, condition: (data) => Boolean(data?.request) },
    },
    {
      name: 'submittedAt',
      type: 'date',
      access: { update: setOnCreate },
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        condition: (data) => Boolean(data?.submittedAt),
      },
    },
  ],
}
