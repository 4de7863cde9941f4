import { randomUUID } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

const CHALLENGE_TTL_SECONDS = 5 * 60

type Stored = { challenge: string; userId: number | null }

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows

/** In a table, so any instance can check an answer; taking deletes, so one racing answer wins. */
export const storeChallenge = async (
  payload: Payload,
  challenge: string,
  userId: number | null,
): Promise<string> => {
  const id = randomUUID()
  await payload.db.drizzle.execute(
    sql`WITH expired AS (DELETE FROM passkey_challenges WHERE expires_at <= now())
      INSERT INTO passkey_challenges (id, challenge, user_id, expires_at)
      VALUES (${id}, ${challenge}, ${userId},
        now() + make_interval(secs => ${CHALLENGE_TTL_SECONDS}))`,
  )
  return id
}

export const takeChallenge = async (payload: Payload, id: string): Promise<Stored | null> => {
  const [row] = rowsOf<{ challenge: string; user_id: number | null; live: boolean }>(
    await payload.db.drizzle.execute(
      sql`DELETE FROM passkey_challenges WHERE id = ${id}
        RETURNING challenge, user_id, expires_at > now() AS live`,
    ),
  )
  return row?.live ? { challenge: row.challenge, userId: row.user_id } : null
}
