import type { Field } from 'payload'

/** The spec's `deleted` flag; the admin's button sets it at once (`setDeletedEndpoint`). */
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
