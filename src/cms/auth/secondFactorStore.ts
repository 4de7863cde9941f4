import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { sqlRunnerOf } from '../../platform/db/transactionSql'
import { decryptTotpSecret, encryptTotpSecret } from './secondFactorCipher'

/**
 * Not on the `users` row: Payload's login writes that row back whole, which restored a code a
 * racing sign-in had just spent (issue 45). Each code is claimed by a conditional UPDATE.
 */
type Row = {
  secret: string | null
  pending_secret: string | null
  last_step: string | number | null
  recovery_codes: string[] | null
  on_since: string | Date | null
}

/** The account's second factor as the server uses it (the secret in clear). */
export type SecondFactorState = {
  on: boolean
  secret: string | null
  pendingSecret: string | null
  lastStep: number | null
  recoveryCodesLeft: number
  onSince: string | null
}

type Req = Partial<PayloadRequest>
type Statement = ReturnType<typeof sql>

/** The rows a statement returns; `req` joins its transaction. */
const rowsOf = async <T>(payload: Payload, statement: Statement, req?: Req): Promise<T[]> => {
  const runner = sqlRunnerOf(payload, req ? await req.transactionID : undefined)
  return ((await runner.execute(statement)) as unknown as { rows: T[] }).rows
}

/** A conditional write (`RETURNING user_id`): true when it changed the account's row. */
const changedRow = async (payload: Payload, statement: Statement, req?: Req) =>
  (await rowsOf(payload, statement, req)).length === 1

/** Spends a value once, under the row's lock: of two requests with one code, one wins. */
type Spend<T> = (payload: Payload, userId: number | string, value: T, req?: Req) => Promise<boolean>

/** The account's second factor; `req` joins its transaction (the login's). */
export const readSecondFactor = async (
  payload: Payload,
  userId: number | string,
  req?: Req,
): Promise<SecondFactorState> => {
  const [row] = await rowsOf<Row>(
    payload,
    sql`SELECT secret, pending_secret, last_step, recovery_codes, on_since
      FROM user_second_factors WHERE user_id = ${userId}`,
    req,
  )
  const open = (value: string | null | undefined) =>
    value ? decryptTotpSecret(value, payload.secret) : null
  return {
    on: Boolean(row?.secret),
    secret: open(row?.secret),
    pendingSecret: open(row?.pending_secret),
    lastStep:
      row?.last_step === null || row?.last_step === undefined ? null : Number(row.last_step),
    recoveryCodesLeft: row?.recovery_codes?.length ?? 0,
    onSince: row?.on_since ? new Date(row.on_since).toISOString() : null,
  }
}

/** Keeps a new secret until the owner confirms it with a first code (replacing an earlier one). */
export const savePendingSecret = async (
  payload: Payload,
  userId: number | string,
  secret: string,
): Promise<void> => {
  await rowsOf(
    payload,
    sql`INSERT INTO user_second_factors (user_id, pending_secret)
      VALUES (${userId}, ${encryptTotpSecret(secret, payload.secret)})
      ON CONFLICT (user_id) DO UPDATE SET pending_secret = excluded.pending_secret`,
  )
}

/** Turns the confirmed secret on; false when it was on already or nothing was pending. */
export const turnOnSecondFactor = async (
  payload: Payload,
  userId: number | string,
  step: number,
  recoveryCodeHashes: string[],
) =>
  changedRow(
    payload,
    sql`UPDATE user_second_factors SET secret = pending_secret, pending_secret = NULL,
        last_step = ${step}, recovery_codes = ${JSON.stringify(recoveryCodeHashes)}::jsonb,
        on_since = now()
      WHERE user_id = ${userId} AND secret IS NULL AND pending_secret IS NOT NULL
      RETURNING user_id`,
  )

/** Removes the second factor and its recovery codes. True when it was on. */
export const turnOffSecondFactor = (payload: Payload, userId: number | string) =>
  changedRow(
    payload,
    sql`DELETE FROM user_second_factors WHERE user_id = ${userId} AND secret IS NOT NULL
      RETURNING user_id`,
  )

/** Spends a code's time step (and the steps before it). */
export const claimTimeStep: Spend<number> = (payload, userId, step, req) =>
  changedRow(
    payload,
    sql`UPDATE user_second_factors SET last_step = ${step}
      WHERE user_id = ${userId} AND secret IS NOT NULL
        AND (last_step IS NULL OR last_step < ${step})
      RETURNING user_id`,
    req,
  )

/** Spends a recovery code (by its hash): true only the first time. */
export const spendRecoveryCode: Spend<string> = (payload, userId, hash, req) =>
  changedRow(
    payload,
    sql`UPDATE user_second_factors SET recovery_codes = recovery_codes - ${hash}::text
      WHERE user_id = ${userId} AND recovery_codes @> jsonb_build_array(${hash}::text)
      RETURNING user_id`,
    req,
  )
