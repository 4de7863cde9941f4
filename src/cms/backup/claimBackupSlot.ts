import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

export const BACKUP_RUNS = 'backup-runs'

type Rows<T> = { rows: T[] }

/**
 * Claims the day's backup for this instance: the unique slot lets exactly one insert through,
 * whichever instance gets there first. Null when another instance (or an earlier tick) has it.
 */
export const claimBackupSlot = async (payload: Payload, slot: string): Promise<number | null> => {
  const { rows } = (await payload.db.drizzle.execute(
    sql`INSERT INTO "backup_runs" ("slot", "status", "updated_at", "created_at")
        VALUES (${slot}, 'running', now(), now())
        ON CONFLICT ("slot") DO NOTHING RETURNING "id"`,
  )) as unknown as Rows<{ id: number }>
  return rows[0]?.id ?? null
}

/** Writes the run's outcome, and only its own columns. */
export const finishBackupRun = async (
  payload: Payload,
  id: number,
  outcome: { status: 'done'; file: string } | { status: 'failed'; error: string },
): Promise<void> => {
  await payload.db.drizzle.execute(
    sql`UPDATE "backup_runs" SET "status" = ${outcome.status},
          "file" = ${'file' in outcome ? outcome.file : null},
          "error" = ${'error' in outcome ? outcome.error : null},
          "finished_at" = now(), "updated_at" = now()
        WHERE "id" = ${id}`,
  )
}

/** Whether the schedule has claimed any day before: only then does a late start catch up. */
export const scheduleHasRun = async (payload: Payload): Promise<boolean> => {
  const { rows } = (await payload.db.drizzle.execute(
    sql`SELECT 1 FROM "backup_runs" LIMIT 1`,
  )) as unknown as Rows<unknown>
  return rows.length > 0
}
