import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { sqlRunnerOf } from '../../platform/db/transactionSql'
import { decryptTotpSecret, encryptTotpSecret } from './secondFactorCipher'

/**
 * The second factor's columns on `users` (fields hidden from every API and closed to every
 * write through it, collections/Users/index.ts), read and written here with single SQL
 * statements: a code's time step and a recovery code are each claimed atomically, so two
 * sign-ins racing with one code cannot both succeed, and no read-modify-write of the whole
 * user record can undo another change.
 */
type Row = {
  second_factor_secret: string | null
  second_factor_pending_secret: string | null
  second_factor_last_step: string | number | null
  second_factor_recovery_codes: string[] | null
  second_factor_on_since: string | Date | null
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

const runner = async (payload: Payload, req?: Partial<PayloadRequest>) =>
  sqlRunnerOf(payload, req ? await req.transactionID : undefined)

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows

/** The account's second factor; `req` joins its transaction (the login's). */
export const readSecondFactor = async (
  payload: Payload,
  userId: number | string,
  req?: Partial<PayloadRequest>,
): Promise<SecondFactorState> => {
  const [row] = rowsOf<Row>(
    await (
      await runner(payload, req)
    ).execute(sql`SELECT second_factor_secret, second_factor_pending_secret,
        second_factor_last_step, second_factor_recovery_codes, second_factor_on_since
      FROM users WHERE id = ${userId}`),
  )
  const open = (value: string | null | undefined) =>
    value ? decryptTotpSecret(value, payload.secret) : null
  return {
    on: Boolean(row?.second_factor_secret),
    secret: open(row?.second_factor_secret),
    pendingSecret: open(row?.second_factor_pending_secret),
    lastStep:
      row?.second_factor_last_step === null || row?.second_factor_last_step === undefined
        ? null
        : Number(row.second_factor_last_step),
    recoveryCodesLeft: row?.second_factor_recovery_codes?.length ?? 0,
    onSince: row?.second_factor_on_since
      ? new Date(row.second_factor_on_since).toISOString()
      : null,
  }
}

/** Keeps a new secret until the owner confirms it with a first code (replacing an earlier one). */
export const savePendingSecret = async (
  payload: Payload,
  userId: number | string,
  secret: string,
): Promise<void> => {
  await payload.db.drizzle.execute(
    sql`UPDATE users SET second_factor_pending_secret = ${encryptTotpSecret(secret, payload.secret)}
      WHERE id = ${userId}`,
  )
}

/**
 * Turns the confirmed secret on, with the step of the code that confirmed it (spent) and the
 * recovery codes' hashes. False when it was on already or nothing was pending.
 */
export const turnOnSecondFactor = async (
  payload: Payload,
  userId: number | string,
  step: number,
  recoveryCodeHashes: string[],
): Promise<boolean> => {
  const result = await payload.db.drizzle.execute(
    sql`UPDATE users SET second_factor_secret = second_factor_pending_secret,
        second_factor_pending_secret = NULL, second_factor_last_step = ${step},
        second_factor_recovery_codes = ${JSON.stringify(recoveryCodeHashes)}::jsonb,
        second_factor_on_since = now()
      WHERE id = ${userId} AND second_factor_secret IS NULL
        AND second_factor_pending_secret IS NOT NULL
      RETURNING id`,
  )
  return rowsOf(result).length === 1
}

/** Removes the second factor and its recovery codes. True when it was on. */
export const turnOffSecondFactor = async (
  payload: Payload,
  userId: number | string,
): Promise<boolean> => {
  const result = await payload.db.drizzle.execute(
    sql`UPDATE users SET second_factor_secret = NULL, second_factor_pending_secret = NULL,
        second_factor_last_step = NULL, second_factor_recovery_codes = NULL,
        second_factor_on_since = NULL
      WHERE id = ${userId} AND second_factor_secret IS NOT NULL
      RETURNING id`,
  )
  return rowsOf(result).length === 1
}

/**
 * Spends a code's time step: true only if no code of this step or a later one signed in before.
 * Under the row's lock, so of two requests with one code exactly one wins.
 */
export const claimTimeStep = async (
  payload: Payload,
  userId: number | string,
  step: number,
  req?: Partial<PayloadRequest>,
): Promise<boolean> => {
  const result = await (
    await runner(payload, req)
  ).execute(
    sql`UPDATE users SET second_factor_last_step = ${step}
      WHERE id = ${userId} AND second_factor_secret IS NOT NULL
        AND (second_factor_last_step IS NULL OR second_factor_last_step < ${step})
      RETURNING id`,
  )
  return rowsOf(result).length === 1
}

/** Spends a recovery code (by its hash): true only the first time. */
export const spendRecoveryCode = async (
  payload: Payload,
  userId: number | string,
  hash: string,
  req?: Partial<PayloadRequest>,
): Promise<boolean> => {
  const result = await (
    await runner(payload, req)
  ).execute(
    sql`UPDATE users SET second_factor_recovery_codes = second_factor_recovery_codes - ${hash}::text
      WHERE id = ${userId} AND second_factor_recovery_codes @> jsonb_build_array(${hash}::text)
      RETURNING id`,
  )
  return rowsOf(result).length === 1
}
