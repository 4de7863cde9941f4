import { siteUrl } from '../../../platform/config/env'

/** The site's address: a passkey is refused at any other, so SITE_URL must be what the owner types. */
export const relyingParty = () => {
  const url = new URL(siteUrl())
  return { id: url.hostname, origin: url.origin, name: 'Portfolio admin' }
}
