import type { CollectionConfig } from 'payload'

import { isAdmin } from '../src/access/isAdmin'

/**
 * Messages sent from the contact form. Visitors create them only through the public
 * contract (`POST /api/inquiries`), which sets `timestamp` and `read` itself.
 */
export const Inquiries: CollectionConfig = {
  slug: 'inquiries',
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['read', 'name', 'email', 'subject', 'timestamp'],
    listSearchableFields: ['name', 'email', 'subject', 'message'],
  },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: '-timestamp',
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 100 },
    { name: 'email', type: 'email', required: true },
    { name: 'subject', type: 'text', maxLength: 200 },
    { name: 'message', type: 'textarea', required: true, maxLength: 5000 },
    {
      name: 'timestamp',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'read', type: 'checkbox', defaultValue: false, index: true, admin: { position: 'sidebar' } },
  ],
}
