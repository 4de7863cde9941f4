import { ipKeyGenerator } from 'express-rate-limit'

/** An IPv6 client's whole /64: one line is given a /64 or more, every address theirs to use. */
export const addressKeyOf = (address: string): string =>
  address.includes(':') ? ipKeyGenerator(address, 64) : address
