import type { Block } from 'payload'

import { CODE_LANGUAGES } from '../../src/shared/model'

/**
 * A code block in a post's body, stored as Payload's own (`Code`: `language`, `code`) but typed in
 * a plain text area: Payload's loads Monaco from a CDN the admin's Content-Security-Policy refuses.
 */
export const codeBlock: Block = {
  slug: 'Code',
  labels: { singular: 'Code', plural: 'Code blocks' },
  fields: [
    {
      name: 'language',
      type: 'select',
      required: true,
      defaultValue: 'plaintext',
      options: Object.entries(CODE_LANGUAGES).map(([value, label]) => ({ value, label })),
      admin: { description: 'Colours the code on the site.' },
    },
    {
      name: 'code',
      type: 'textarea',
      required: true,
      admin: {
        rows: 8,
        className: 'code-block-code',
        components: { Field: '/src/cms/admin/CodeBlockCodeField#CodeBlockCodeField' },
      },
    },
  ],
}
