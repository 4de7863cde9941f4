import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import type { Field, FieldHook, Plugin } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { normaliseRedirectPath } from '../redirects/redirectRules'
import { validateRedirectFrom, validateRedirectUrl } from '../redirects/validateRedirect'

/** Stores `from` as it is matched; a backslash is left for the validation to refuse. */
const normaliseFrom: FieldHook = ({ value }) =>
  typeof value === 'string' && value.trim().startsWith('/') && !value.includes('\\')
    ? normaliseRedirectPath(value.trim())
    : value

const named = (field: Field, name: string): boolean => 'name' in field && field.name === name

const withSiteRules = ({ defaultFields }: { defaultFields: Field[] }): Field[] =>
  defaultFields.map((field) => {
    if (named(field, 'from') && field.type === 'text' && !field.hasMany) {
      return {
        ...field,
        label: 'Old address',
        admin: {
          description:
            'A path that no longer exists on this site, such as /old-portfolio/my-app (a trailing / does not matter; a query string is passed on).',
        },
        hooks: { beforeValidate: [normaliseFrom] },
        validate: validateRedirectFrom,
      }
    }
    if (named(field, 'to') && field.type === 'group') {
      return {
        ...field,
        fields: field.fields.map((inner) =>
          named(inner, 'url') && inner.type === 'text' && !inner.hasMany
            ? {
                ...inner,
                admin: {
                  ...inner.admin,
                  description:
                    'A path on this site (/projects, /about) or a full address (https://…).',
                },
                validate: validateRedirectUrl,
              }
            : inner,
        ),
      }
    }
    return field
  })

/** Payload's redirects plugin, the owner's only, answered before the 404 page (ADR 0036). */
export const siteRedirects = (): Plugin =>
  redirectsPlugin({
    collections: ['projects', 'posts'],
    redirectTypes: ['301', '302'],
    overrides: {
      labels: { singular: 'Redirect', plural: 'Redirects' },
      access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
      admin: {
        useAsTitle: 'from',
        defaultColumns: ['from', 'to.type', 'type', 'updatedAt'],
        description:
          'Old addresses that keep working: a visitor (or a search engine) asking for one is sent to a project, a post or another address. 301 says it moved for good, 302 for now. Renaming a published post or project adds the redirects from its old address itself.',
      },
      fields: withSiteRules,
    },
  })
