import type { GlobalConfig } from 'payload'

import { DEFAULT_RETENTION_DAYS } from '../../audience/rollup'
import { isAdmin } from '../access/isAdmin'

/** How long raw audience events are kept (ADR 0034); not versioned: a setting, not content. */
export const AudienceSettings: GlobalConfig = {
  slug: 'audience-settings',
  label: 'Audience',
  admin: {
    description:
      'Who visits your site is counted without cookies or personal data (see the dashboard). ' +
      'Each view is kept for the days below, then only the daily figures remain.',
  },
  access: { read: isAdmin, update: isAdmin },
  fields: [
    {
      name: 'retentionDays',
      label: 'Keep each view for (days)',
      type: 'number',
      required: true,
      min: 3,
      max: 3650,
      defaultValue: DEFAULT_RETENTION_DAYS,
      admin: {
        step: 1,
        description:
          'From 3 to 3650 days. Shorter keeps less; the daily figures on the dashboard stay either way.',
      },
      validate: (value: unknown) =>
        Number.isInteger(value) && (value as number) >= 3 && (value as number) <= 3650
          ? true
          : 'A whole number of days from 3 to 3650.',
    },
  ],
}
