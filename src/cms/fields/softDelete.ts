import type { Field } from 'payload'

/**
 * The spec's `deleted` flag. Deleting through the public contract sets it; restoring clears it.
 * Shown in the sidebar so an editor can restore a record by unticking it.
 */
export const softDeleteField: Field = {
  name: 'deleted',
  type: 'checkbox',
  defaultValue: false,
  index: true,
  label: 'Deleted (hidden from the public site)',
  admin: {
    position: 'sidebar',
    description:
      'Soft delete: the record stays here and can be restored by unticking this box. ' +
      'Delete in the ⋯ menu is permanent and cannot be undone.',
  },
}
