import type { Field } from 'payload'

import { isAdminField } from '../access/isAdmin'

/**
 * The natural key of the file entry a record was imported from (a JSON Resume's job, school,
 * skill, project or interest; docs/decisions/0035): how importing the file again finds the
 * record to update. Records the owner wrote have none, and an import never touches them. Not
 * shown in the admin, not part of the contract's answers, written by the owner's imports only.
 */
const importKeyField: Field = {
  name: 'importKey',
  type: 'text',
  index: true,
  // No read rule: the contract's anonymous reads bypass Payload's field access
  // (contentCollections.test.ts), and the key only restates the entry's public facts.
  access: { create: isAdminField, update: isAdminField },
  admin: { hidden: true },
}

/**
 * The fields as the last import wrote them (the contract's input): a later import changes a
 * field only while it still holds that value, so an edit the owner made since is never undone.
 */
export const importedAsField: Field = {
  name: 'importedAs',
  type: 'json',
  // Admins only: it may hold what the owner has since removed (an old e-mail or phone).
  access: { read: isAdminField, create: isAdminField, update: isAdminField },
  admin: { hidden: true },
}

/** What an importable record carries: its key and what the import last wrote. */
export const importFields: Field[] = [importKeyField, importedAsField]
