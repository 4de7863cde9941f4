import { siteUrl } from '../../../platform/config/env'

/** A passkey is refused at any other address, so SITE_URL must be what the owner types. */
export const relyingParty = () => {
  const url = new URL(siteUrl())
  return { id: url.hostname, origin: url.origin, name: 'Portfolio admin' }
}
