import type { Request } from 'express'
import type { Payload } from 'payload'
import type { Pool } from 'pg'

import { env } from '../platform/config/env'
import type { EventType } from './audienceEvent'
import { EventBuffer } from './eventBuffer'
import { asksNotToBeTracked, notCountedBecause } from './notCounted'
import { campaignOf, sourceOfReferrer } from './referrerSource'
import { rollUp } from './rollup'
import { dailySalts } from './visitorHash'
import { eventWriter } from './writeEvents'

/** What the beacon accepted (`audienceEventSchema`). */
export type EventInput = { type: EventType; path: string; referrer?: string; target?: string }

/** How often held events are written: a view shows in the figures within about this long. */
const FLUSH_EVERY_MS = 1_000
/** Rows per INSERT. */
const BATCH_SIZE = 1_000
/** How often each instance tries the rollup (one of them does it; `rollUp`). */
const ROLLUP_EVERY_MS = 10 * 60_000
/** Days raw events are kept before only their daily figures remain. */
const RETENTION_DAYS = 30

const recorders = new WeakMap<Payload, ReturnType<typeof makeRecorder>>()

const makeRecorder = (payload: Payload) => {
  const poolOf = () => (payload.db as unknown as { pool: Pool }).pool
  const salts = dailySalts(poolOf)
  const log = {
    warn: (message: string) => payload.logger.warn(message),
    error: (message: string) => payload.logger.error(message),
  }
  const buffer = new EventBuffer({
    write: eventWriter(poolOf, salts),
    capacity: env.AUDIENCE_BUFFER_EVENTS,
    batchSize: BATCH_SIZE,
    flushEveryMs: FLUSH_EVERY_MS,
    log,
  })
  buffer.start()
  const rollupNow = async () => {
    try {
      await rollUp(poolOf(), { retentionDays: RETENTION_DAYS })
      salts.forget(new Date().toISOString().slice(0, 10))
    } catch (error) {
      log.warn(`The audience rollup did not run: ${(error as Error).message}`)
    }
  }
  const rollupTimer = setInterval(() => void rollupNow(), ROLLUP_EVERY_MS)
  rollupTimer.unref()
  setTimeout(() => void rollupNow(), 5_000).unref()

  return {
    buffer,
    /**
     * Keeps the event to write unless it is not counted (`notCountedBecause`); a visitor who
     * asked not to be tracked (GPC, DNT) is counted in the page views but never as a visitor.
     */
    record(req: Request, input: EventInput): void {
      if (notCountedBecause(req)) return
      const { path, source, campaign } = campaignOf(input.path)
      const referrerSource = sourceOfReferrer(input.referrer, req.hostname)
      buffer.add({
        at: new Date(),
        type: input.type,
        path,
        ...(asksNotToBeTracked(req)
          ? {}
          : { visitor: { ip: req.ip ?? '', userAgent: req.headers['user-agent'] ?? '' } }),
        ...((source ?? referrerSource) ? { source: source ?? referrerSource } : {}),
        ...(campaign ? { campaign } : {}),
        ...(input.target ? { target: input.target } : {}),
      })
    },
    async stop(): Promise<void> {
      clearInterval(rollupTimer)
      await buffer.stop()
    },
  }
}

/** The instance's recorder of audience events (one buffer and timer per Payload instance). */
export const audienceRecorderFor = (payload: Payload) => {
  let recorder = recorders.get(payload)
  if (!recorder) {
    recorder = makeRecorder(payload)
    recorders.set(payload, recorder)
  }
  return recorder
}

/** Writes the events still held (shutdown); nothing when no event was ever recorded. */
export const stopAudience = async (payload: Payload): Promise<void> => {
  await recorders.get(payload)?.stop()
}
