import type { IncomingHttpHeaders } from 'node:http'

import type { Payload } from 'payload'
import type { Pool } from 'pg'

import { env } from '../platform/config/env'
import { type EventType, utcDay } from './audienceEvent'
import { EventBuffer } from './eventBuffer'
import { eventsLimiter } from './eventsLimiter'
import { asksNotToBeTracked, notCountedBecause } from './notCounted'
import { campaignOf, sourceOfReferrer } from './referrerSource'
import { DEFAULT_RETENTION_DAYS, rollUp } from './rollup'
import { dailySalts, visitorHash } from './visitorHash'
import { eventWriter } from './writeEvents'

export type EventInput = { type: EventType; path: string; referrer?: string; target?: string }

export type EventSender = { ip: string; headers: IncomingHttpHeaders }

const FLUSH_EVERY_MS = 1_000
/** Small enough that building one INSERT never holds the event loop for long. */
const BATCH_SIZE = 500
const ROLLUP_EVERY_MS = 10 * 60_000

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
      // Read at each run: a change needs no restart.
      const settings = await payload.findGlobal({ slug: 'audience-settings', depth: 0 })
      const retentionDays = Number(settings?.retentionDays) || DEFAULT_RETENTION_DAYS
      await rollUp(poolOf(), { retentionDays })
      salts.forget(new Date().toISOString().slice(0, 10))
    } catch (error) {
      log.warn(`The audience rollup did not run: ${(error as Error).message}`)
    }
  }
  const rollupTimer = setInterval(() => void rollupNow(), ROLLUP_EVERY_MS)
  rollupTimer.unref()
  setTimeout(() => void rollupNow(), 5_000).unref()

  const visitorOf = (ip: string, headers: IncomingHttpHeaders, at: Date) => {
    const userAgent = headers['user-agent'] ?? ''
    const salt = salts.known(utcDay(at))
    return salt ? visitorHash(salt, ip, userAgent) : { ip, userAgent }
  }

  return {
    buffer,
    limiter: eventsLimiter(),
    /** A visitor who asked not to be tracked (GPC, DNT) counts as a view, never as a visitor. */
    record({ ip, headers }: EventSender, input: EventInput): void {
      if (notCountedBecause(headers)) return
      const { path, source, campaign } = campaignOf(input.path)
      const ownHost = (headers.host ?? '').replace(/:\d+$/, '')
      const referrerSource = sourceOfReferrer(input.referrer, ownHost)
      const at = new Date()
      buffer.add({
        at,
        type: input.type,
        path,
        ...(asksNotToBeTracked(headers) ? {} : { visitor: visitorOf(ip, headers, at) }),
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

export const audienceRecorderFor = (payload: Payload) => {
  let recorder = recorders.get(payload)
  if (!recorder) {
    recorder = makeRecorder(payload)
    recorders.set(payload, recorder)
  }
  return recorder
}

export const stopAudience = async (payload: Payload): Promise<void> => {
  await recorders.get(payload)?.stop()
}
