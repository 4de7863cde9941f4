import { siteUrl } from '../../../platform/config/env'

/**
 * Who the passkeys belong to (the WebAuthn relying party): the site's own address, which is
 * where the admin is served. A passkey made for one address is refused at any other (phishing
 * resistance), so SITE_URL must be the address the owner types; an IP address cannot hold one.
 */
export const relyingParty = () => {
  const url = new URL(siteUrl())
  return { id: url.hostname, origin: url.origin, name: 'Portfolio admin' }
}
