import type { CollectionConfig } from 'payload'

import { isAdmin } from '../src/cms/access/isAdmin'
import { OWNER_ALERTS } from '../src/mail/jobs/queueOwnerAlert'

const nobody = () => false

/**
 * What went wrong and when the owner was told (`queueOwnerAlert`): one row per problem per site
 * day, so the unique index decides across instances which one sends the day's e-mail.
 */
export const OwnerAlerts: CollectionConfig = {
  slug: OWNER_ALERTS,
  admin: { hidden: true, useAsTitle: 'problem' },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['problem', 'day'], unique: true }],
  fields: [
    { name: 'problem', type: 'text', required: true, maxLength: 100 },
    // The site's day, YYYY-MM-DD (src/platform/time/siteClock.ts).
    { name: 'day', type: 'text', required: true, maxLength: 10 },
    { name: 'message', type: 'textarea', required: true },
  ],
}
