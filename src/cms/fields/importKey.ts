import type { Field } from 'payload'

import { isAdminField } from '../access/isAdmin'

/** The imported entry's natural key (ADR 0035); records the owner wrote have none. */
const importKeyField: Field = {
  name: 'importKey',
  type: 'text',
  index: true,
  // No read rule: the contract's anonymous reads bypass Payload's field access
  // (contentCollections.test.ts), and the key only restates the entry's public facts.
  access: { create: isAdminField, update: isAdminField },
  admin: { hidden: true },
}

/** The fields as the last import wrote them, so an edit the owner made since is never undone. */
export const importedAsField: Field = {
  name: 'importedAs',
  type: 'json',
  // Admins only: it may hold what the owner has since removed (an old e-mail or phone).
  access: { read: isAdminField, create: isAdminField, update: isAdminField },
  admin: { hidden: true },
}

export const importFields: Field[] = [importKeyField, importedAsField]
