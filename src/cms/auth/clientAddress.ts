import type { PayloadRequest } from 'payload'

/**
 * The header the server (src/server/middleware/passClientAddress.ts) sets on every request it
 * hands to Payload's REST: the client's address as Express works it out (`trust proxy`). Any
 * value a client sent is overwritten, so it cannot be forged to dodge a per-address limit.
 */
export const CLIENT_ADDRESS_HEADER = 'x-portfolio-client-address'

/** The caller's address: the contract's login passes it in the context, REST in the header. */
export const clientAddressOf = (req: Partial<PayloadRequest>): string | undefined =>
  (req.context?.clientAddress as string | undefined) ??
  req.headers?.get(CLIENT_ADDRESS_HEADER) ??
  undefined
