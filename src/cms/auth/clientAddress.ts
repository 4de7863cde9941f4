import type { PayloadRequest } from 'payload'

/** The client's address, set by the server over any value a client sent (no forging). */
export const CLIENT_ADDRESS_HEADER = 'x-portfolio-client-address'

/** The caller's address: the contract's login passes it in the context, REST in the header. */
export const clientAddressOf = (req: Partial<PayloadRequest>): string | undefined =>
  (req.context?.clientAddress as string | undefined) ??
  req.headers?.get(CLIENT_ADDRESS_HEADER) ??
  undefined
