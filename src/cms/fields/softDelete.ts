import type { Field } from 'payload'

/**
 * The spec's `deleted` flag. Deleting through the public contract sets it; restoring clears it.
 * In the admin it is a state with a Delete from site / Restore to site button in the sidebar
 * (SoftDeleteControl), applied at once through `setDeletedEndpoint`, which the collection lists
 * in its `endpoints`.
 */
export const softDeleteField: Field = {
  name: 'deleted',
  type: 'checkbox',
  defaultValue: false,
  index: true,
  label: 'Deleted',
  admin: {
    position: 'sidebar',
    components: {
      Field: '/src/cms/admin/SoftDeleteControl#SoftDeleteControl',
      Cell: { path: '/src/cms/admin/MarkCell#MarkCell', clientProps: { mark: 'Deleted' } },
    },
  },
}
