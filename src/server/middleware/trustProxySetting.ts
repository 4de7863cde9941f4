/**
 * `TRUST_PROXY` → express's `trust proxy` setting, which decides the client IP that logs and
 * the login rate limit see: unset means no proxy (the socket's address); a number means that
 * many proxy hops (e.g. `1` behind one reverse proxy); anything else is a list of addresses
 * or subnets (`loopback`, `10.0.0.0/8`). Trusting every hop would let clients fake their IP.
 */
export const trustProxySetting = (value: string | undefined): number | string | false => {
  const trimmed = value?.trim()
  if (!trimmed || trimmed === 'false' || trimmed === '0') return false
  if (/^\d+$/.test(trimmed)) return Number(trimmed)
  return trimmed
}
