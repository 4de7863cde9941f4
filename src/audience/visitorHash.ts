import { createHash, randomBytes } from 'node:crypto'
import type { Pool } from 'pg'

/** A visitor of one day: once the day's salt is deleted, nobody can tell whose visit it was. */
export const visitorHash = (salt: Buffer, ip: string, userAgent: string): string =>
  createHash('sha256')
    .update(salt)
    .update(ip)
    .update('\n')
    .update(userAgent)
    .digest()
    .readBigInt64BE(0)
    .toString()

/** Each UTC day's salt, shared through the database: the first instance to need one stores it. */
export const dailySalts = (poolOf: () => Pool) => {
  const known = new Map<string, Buffer>()
  return {
    known(day: string): Buffer | undefined {
      return known.get(day)
    },
    async saltOf(day: string): Promise<Buffer> {
      const cached = known.get(day)
      if (cached) return cached
      const { rows } = await poolOf().query<{ salt: Buffer }>(
        // The no-op update makes RETURNING answer the row another instance stored first.
        `INSERT INTO audience_salts (day, salt) VALUES ($1, $2)
         ON CONFLICT (day) DO UPDATE SET day = excluded.day RETURNING salt`,
        [day, randomBytes(32)],
      )
      const salt = rows[0]!.salt
      known.set(day, salt)
      return salt
    },
    forget(today: string): void {
      for (const day of known.keys()) if (day < today) known.delete(day)
    },
  }
}

export type DailySalts = ReturnType<typeof dailySalts>
