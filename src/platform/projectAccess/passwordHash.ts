import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  length: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>

/** One of OWASP's scrypt settings (N=2^15, r=8, p=3: 32 MiB a guess), stated in the hash. */
const COST = { N: 2 ** 15, r: 8, p: 3 }
const KEY_LENGTH = 32

const derive = (password: string, salt: Buffer, cost: typeof COST) =>
  scryptAsync(password.normalize('NFC'), salt, KEY_LENGTH, {
    ...cost,
    maxmem: 256 * cost.N * cost.r,
  })

/** `scrypt$N$r$p$salt$key` (base64url): what a project keeps of its password. */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16)
  const key = await derive(password, salt, COST)
  return [
    'scrypt',
    COST.N,
    COST.r,
    COST.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$')
}

/** Whether `password` is the one `stored` was made from (constant-time; false for anything malformed). */
export const verifyPassword = async (password: string, stored: string | null | undefined) => {
  const [kind, n, r, p, salt, key] = (stored ?? '').split('$')
  if (kind !== 'scrypt' || !salt || !key) return false
  const cost = { N: Number(n), r: Number(r), p: Number(p) }
  // Only the costs this code writes: a tampered row cannot make a check take minutes.
  if (cost.N !== COST.N || cost.r !== COST.r || cost.p !== COST.p) return false
  const expected = Buffer.from(key, 'base64url')
  const given = await derive(password, Buffer.from(salt, 'base64url'), cost)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
