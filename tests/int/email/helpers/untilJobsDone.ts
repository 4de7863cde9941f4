import pg from 'pg'

import { eventually } from './cmsClient'

/**
 * Waits until no job about these inquiries (all, without `inquiryIds`) is queued, waiting for a
 * retry, or running. From then
 * on nothing emails about them again (a claimed copy would still be a job; the requeue sweep
 * takes only inquiries not yet sent), so a duplicate, had there been one, has arrived: this is
 * the condition a test waits for instead of a fixed time.
 */
export const untilJobsDone = async (
  databaseURL: string,
  inquiryIds?: number[],
  timeoutMs = 30_000,
): Promise<void> => {
  const client = new pg.Client({ connectionString: databaseURL })
  await client.connect()
  try {
    await eventually(
      async () => {
        const { rows } = await client.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM payload_jobs
            WHERE input ? 'inquiryId'
              AND ($1::int[] IS NULL OR (input->>'inquiryId')::int = ANY($1::int[]))
              AND completed_at IS NULL AND has_error IS NOT TRUE`,
          [inquiryIds ?? null],
        )
        return rows[0]!.n === 0
      },
      timeoutMs,
      `no job left for inquiries ${inquiryIds?.join(', ') ?? '(all)'}`,
    )
  } finally {
    await client.end()
  }
}
