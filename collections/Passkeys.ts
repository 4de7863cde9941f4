import type { CollectionConfig } from 'payload'

import { isAdmin } from '../src/cms/access/isAdmin'

const nobody = () => false

/**
 * The owner's passkeys (issue 32): WebAuthn credentials that sign in without a password. Listed,
 * named and removed from the account page (PasskeysList); written only by the passkey endpoints
 * (collections/Users/passkeyEndpoints.ts), which check the authenticator's answer first. A
 * public key is no secret, but nobody but the owner needs to read one.
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
