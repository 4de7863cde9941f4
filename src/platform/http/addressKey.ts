import { ipKeyGenerator } from 'express-rate-limit'

/**
 * The address a per-address limit counts a client under: an IPv6 client's whole /64 (one line
 * is given a /64 or more, and every address in it is theirs to send from), an IPv4 address (or
 * an IPv4-mapped IPv6 one) as it is.
 */
export const addressKeyOf = (address: string): string =>
  address.includes(':') ? ipKeyGenerator(address, 64) : address
