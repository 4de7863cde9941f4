import type { Block } from 'payload'

import { CODE_LANGUAGES } from '../../src/shared/model'

/**
 * A code block in a post's body: its language and its code, stored as Payload's own code block
 * stores them (block `Code`, fields `language` and `code`), typed into a plain monospaced text
 * area. Payload's premade `CodeBlock` edits the code in Monaco, which it loads from a public CDN
 * the admin's Content-Security-Policy refuses (and which an owner's network may not reach): its
 * code area never appeared, and no code could be typed.
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
