import type { CollectionConfig, FieldHook } from 'payload'

import { isAdmin } from '../../src/cms/access/isAdmin'
import { siteUrl } from '../../src/platform/config/env'
import { shareLinkToken } from '../../src/platform/projectAccess/accessTokens'
import { PROJECT_LIMITS } from '../../src/shared/model'

const DAY_MS = 86_400_000
/** A new link's default lifetime. */
const DEFAULT_DAYS = 30

/** The address to send, made again on each read from the row and the server's secret. */
const linkAddress: FieldHook = ({ siblingData, req }) => {
  const { id, createdAt, project } = siblingData as {
    id?: number
    createdAt?: string
    project?: number | { id: number } | null
  }
  const projectId = typeof project === 'object' ? project?.id : project
  if (!id || !createdAt || !projectId) return null
  const token = shareLinkToken(id, createdAt, req.payload.secret)
  return `${siteUrl()}/projects/${projectId}?access=${token}`
}

/**
 * Issue 49: links that open a protected project without its password, made, given an expiry and
 * revoked by the owner. No token is stored (see accessTokens.ts): the link shown is derived from
 * the row and the server's secret, so only the owner (admin-only reads) and the server can make it.
 */
export const ProjectLinks: CollectionConfig = {
  slug: 'project-links',
  labels: { singular: 'Share link', plural: 'Share links' },
  admin: {
    useAsTitle: 'label',
    defaultColumns: ['label', 'project', 'expiresAt', 'revoked', 'uses'],
    description:
      'Links that open a protected project without its password. Copy the link to send it; ' +
      'revoke it (or let it expire) to close it again.',
  },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    {
      name: 'project',
      type: 'relationship',
      relationTo: 'projects',
      required: true,
      index: true,
      admin: { description: 'The project the link opens.' },
    },
    {
      name: 'label',
      type: 'text',
      required: true,
      maxLength: PROJECT_LIMITS.shortText,
      admin: { description: 'Who it is for, e.g. Acme hiring team. Only you see it.' },
    },
    {
      name: 'expiresAt',
      label: 'Expires',
      type: 'date',
      required: true,
      defaultValue: () => new Date(Date.now() + DEFAULT_DAYS * DAY_MS).toISOString(),
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'revoked',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'A revoked link opens nothing, and visitors it opened lose access.' },
    },
    {
      name: 'link',
      type: 'text',
      virtual: true,
      admin: {
        readOnly: true,
        description: 'Send this address. It appears once the link is saved.',
      },
      hooks: { afterRead: [linkAddress] },
    },
    {
      name: 'uses',
      label: 'Times opened',
      type: 'number',
      defaultValue: 0,
      admin: { readOnly: true },
    },
  ],
}
