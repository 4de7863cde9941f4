import type { CollectionConfig } from 'payload'

import { isAdmin } from '../src/cms/access/isAdmin'

const nobody = () => false

/**
 * The owner's passkeys (issue 32), written only by `Users/passkeyEndpoints.ts` once the
 * authenticator's answer checks out; a public key is no secret, but only the owner reads one.
 */
export const Passkeys: CollectionConfig = {
  slug: 'passkeys',
  admin: { hidden: true, useAsTitle: 'name' },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'name', type: 'text', required: true, maxLength: 60 },
    // The credential's id as the browser names it (base64url).
    { name: 'credentialId', type: 'text', required: true, unique: true },
    // The COSE public key, base64url: what the sign-in's signature is checked with.
    { name: 'publicKey', type: 'text', required: true },
    // The authenticator's signature counter: a clone of the key shows as a counter going back.
    { name: 'counter', type: 'number', required: true, defaultValue: 0 },
    { name: 'transports', type: 'json' },
    { name: 'lastUsedAt', type: 'date' },
  ],
}
