/**
 * Who may say who the client is, out of the box: a proxy on this machine or on a private network
 * (the bundled Caddy, a Docker network). A visitor on the internet cannot forge an address.
 */
export const PRIVATE_PEERS = 'loopback, linklocal, uniquelocal'

/**
 * `TRUST_PROXY` → express's `trust proxy` setting, which decides the client IP that logs and
 * the limits see: unset means `PRIVATE_PEERS`; `false` (or `0`) trusts no proxy (the socket's
 * address); a number means that many proxy hops, whoever sends them; anything else is a list of
 * addresses or subnets (`loopback`, `10.0.0.0/8`). env.ts refuses `true` (every hop).
 */
export const trustProxySetting = (value: string | undefined): number | string | false => {
  const trimmed = value?.trim()
  if (!trimmed) return PRIVATE_PEERS
  if (trimmed === 'false' || trimmed === '0') return false
  if (/^\d+$/.test(trimmed)) return Number(trimmed)
  return trimmed
}
