import type { GlobalConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isAdmin } from '../access/isAdmin'
import { urlField } from '../fields/urlField'

/** The owner's profile shown on Home, About and Contact. */
export const PersonalInfo: GlobalConfig = {
  slug: 'personal-info',
  label: 'Personal info',
  access: { read: anyone, update: isAdmin },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 100 },
        { name: 'title', type: 'text', required: true, maxLength: 150 },
      ],
    },
    { name: 'location', type: 'text', maxLength: 150 },
    { name: 'bio', type: 'textarea', maxLength: 1000 },
    { name: 'about', type: 'textarea', maxLength: 5000 },
    {
      type: 'row',
      fields: [urlField('githubUrl', 'GitHub URL'), urlField('linkedinUrl', 'LinkedIn URL')],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email' },
        { name: 'phone', type: 'text', maxLength: 50 },
      ],
    },
    { name: 'avatar', type: 'upload', relationTo: 'media' },
    {
      name: 'stats',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'yearsExperience', type: 'number', min: 0, max: 100 },
            { name: 'projectCount', type: 'number', min: 0, max: 100000 },
            { name: 'companiesWorked', type: 'number', min: 0, max: 1000 },
            { name: 'passionLevel', type: 'number', min: 0, max: 100 },
          ],
        },
      ],
    },
  ],
}
