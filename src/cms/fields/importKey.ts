import type { Field } from 'payload'

import { isAdminField } from '../access/isAdmin'

/**
 * The natural key of the file entry a record was imported from (a JSON Resume's job, school,
 * skill, project or interest; docs/decisions/0035): how importing the file again finds the
 * record to update. Records the owner wrote have none, and an import never touches them. Not
 * shown in the admin, not part of the contract's answers, written by the owner's imports only.
 */
export const importKeyField: Field = {
  name: 'importKey',
  type: 'text',
  index: true,
  // No read rule: the contract's anonymous reads bypass Payload's field access
  // (contentCollections.test.ts), and the key only restates the entry's public facts.
  access: { create: isAdminField, update: isAdminField },
  admin: { hidden: true },
}
