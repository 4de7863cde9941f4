import type { PendingEvent } from './audienceEvent'

type Log = { warn: (message: string) => void; error: (message: string) => void }

export type EventBufferOptions = {
  /** A rejected batch stays and is tried again. */
  write: (events: PendingEvent[]) => Promise<void>
  /** Beyond it new events are dropped and counted. */
  capacity: number
  batchSize: number
  flushEveryMs: number
  log: Log
}

const DROP_LOG_EVERY_MS = 10_000
const MAX_RETRY_MS = 30_000

/** In batches, never one per request; a failed batch is kept and retried with backoff. */
export class EventBuffer {
  private held: PendingEvent[] = []
  private dropped = 0
  private droppedSinceLog = 0
  private lastDropLog = 0
  private writing: Promise<void> | undefined
  private timer: NodeJS.Timeout | undefined
  private retryAt = 0
  private failures = 0

  constructor(private readonly options: EventBufferOptions) {}

  add(event: PendingEvent): boolean {
    if (this.held.length >= this.options.capacity) {
      this.dropped += 1
      this.droppedSinceLog += 1
      this.logDrops()
      return false
    }
    this.held.push(event)
    return true
  }

  get counts(): { held: number; dropped: number } {
    return { held: this.held.length, dropped: this.dropped }
  }

  start(): void {
    if (this.timer) return
    this.timer = setInterval(() => void this.flush(), this.options.flushEveryMs)
    this.timer.unref()
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer)
    this.timer = undefined
    this.retryAt = 0
    await this.flush()
  }

  /** After a failure, waits 1 s doubling to 30 s (not when stopping). */
  flush(): Promise<void> {
    if (this.writing) return this.writing
    if (this.held.length === 0 || Date.now() < this.retryAt) return Promise.resolve()
    this.writing = this.writeAll().finally(() => {
      this.writing = undefined
    })
    return this.writing
  }

  private async writeAll(): Promise<void> {
    while (this.held.length > 0) {
      const batch = this.held.slice(0, this.options.batchSize)
      try {
        await this.options.write(batch)
      } catch (error) {
        this.failures += 1
        this.retryAt = Date.now() + Math.min(1000 * 2 ** (this.failures - 1), MAX_RETRY_MS)
        if (this.failures === 1)
          this.options.log.error(
            `Audience events could not be written (${this.held.length} waiting, kept in memory): ${(error as Error).message}`,
          )
        return
      }
      // Only now: events added while the batch was written stay behind it, in order.
      this.held.splice(0, batch.length)
      if (this.failures > 0) {
        this.options.log.warn(
          `Audience events are written again after ${this.failures} failed tries`,
        )
        this.failures = 0
        this.retryAt = 0
      }
    }
  }

  private logDrops(): void {
    const now = Date.now()
    if (now - this.lastDropLog < DROP_LOG_EVERY_MS) return
    this.options.log.warn(
      `Audience buffer full (${this.options.capacity} events): ${this.droppedSinceLog} events dropped (${this.dropped} in all)`,
    )
    this.lastDropLog = now
    this.droppedSinceLog = 0
  }
}
