import { randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { open, readdir, readFile, rename, unlink } from 'node:fs/promises'
import path from 'node:path'

import { ApiError } from '../errors/apiError'
import { env, projectPath } from '../../platform/config/env'

/** What a visitor sent, as the contact route would store it (the server-set fields included). */
export type SpooledInquiry = {
  /** Unique per message: stored with the inquiry, so it can never be stored twice. */
  spoolId: string
  /** When the visitor sent it (the stored inquiry's `timestamp`). */
  receivedAt: string
  name: string
  email: string
  subject: string
  message: string
  spam: boolean
}

const FILE_SUFFIX = '.json'
/** A message the database refused for good: kept for the operator, no longer retried. */
const UNSTORED_SUFFIX = '.unstored'

/** Writes a file and its directory entry to the disk before resolving (a crash keeps it). */
const writeDurably = async (dir: string, name: string, text: string): Promise<void> => {
  const temporary = path.join(dir, `.${name}.tmp`)
  const file = await open(temporary, 'w')
  try {
    await file.writeFile(text)
    await file.sync()
  } finally {
    await file.close()
  }
  await rename(temporary, path.join(dir, name))
  const directory = await open(dir, 'r')
  try {
    await directory.sync()
  } finally {
    await directory.close()
  }
}

/**
 * Contact messages received while the database cannot be reached, one file each, written and
 * synced to disk before the visitor is told it was received (202). `drain` hands them over in
 * the order they came once the database is back, and removes each file only after it was
 * stored; the unique `spoolId` makes storing one twice (a crash in between, two instances
 * draining one folder) a no-op. Holds at most `max` messages: past that the form answers 503,
 * saying so, rather than dropping anything.
 */
export class InquirySpool {
  private draining: Promise<number> | null = null

  constructor(
    private readonly dir: string,
    private readonly max: number,
  ) {
    mkdirSync(dir, { recursive: true })
  }

  private async files(): Promise<string[]> {
    return (await readdir(this.dir)).filter((name) => name.endsWith(FILE_SUFFIX)).sort()
  }

  /** How many messages wait for the database. */
  async count(): Promise<number> {
    return (await this.files()).length
  }

  /** Keeps a message on disk; 503 `spool_full` when `max` are already waiting. */
  async add(message: Omit<SpooledInquiry, 'spoolId' | 'receivedAt'>): Promise<SpooledInquiry> {
    if ((await this.count()) >= this.max) {
      throw new ApiError(
        503,
        'spool_full',
        'Messages cannot be received right now. Please try again in a few minutes.',
      )
    }
    const receivedAt = new Date().toISOString()
    const spooled: SpooledInquiry = { spoolId: randomUUID(), receivedAt, ...message }
    // Names sort in arrival order: the time, then the id for messages of the same millisecond.
    const name = `${receivedAt.replace(/[:.]/g, '-')}-${spooled.spoolId}${FILE_SUFFIX}`
    await writeDurably(this.dir, name, JSON.stringify(spooled))
    return spooled
  }

  /**
   * Stores every waiting message with `store` (which must treat an already stored `spoolId` as
   * done), oldest first, removing each file once stored. A message the database will never take
   * (`isPermanent(error)`, e.g. invalid under a newer rule) or an unreadable file is set aside
   * as `….unstored` beside the others and reported to `setAside`, never deleted; any other failure
   * (the database went again) stops the drain and leaves the rest for the next one. One drain at
   * a time; resolves to the number stored.
   */
  drain(
    store: (message: SpooledInquiry) => Promise<void>,
    {
      isPermanent,
      setAside,
    }: {
      isPermanent: (error: unknown) => boolean
      setAside: (file: string, error: unknown) => void
    },
  ): Promise<number> {
    this.draining ??= (async () => {
      let stored = 0
      try {
        for (const name of await this.files()) {
          const file = path.join(this.dir, name)
          let text: string
          try {
            text = await readFile(file, 'utf8')
          } catch (error) {
            // Another instance drained it meanwhile.
            if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue
            throw error
          }
          try {
            await store(JSON.parse(text) as SpooledInquiry)
          } catch (error) {
            if (!(error instanceof SyntaxError) && !isPermanent(error)) throw error
            await rename(file, `${file}${UNSTORED_SUFFIX}`).catch(() => undefined)
            setAside(`${file}${UNSTORED_SUFFIX}`, error)
            continue
          }
          await unlink(file).catch(() => undefined)
          stored += 1
        }
        return stored
      } finally {
        this.draining = null
      }
    })()
    return this.draining
  }
}

/** Where messages wait: `OUTAGE_DIR/inquiry-spool`. */
const inquirySpoolDir = (): string => path.join(projectPath(env.OUTAGE_DIR), 'inquiry-spool')

/** The process's spool (`INQUIRY_SPOOL_MAX` messages at most). */
export const inquirySpool = (): InquirySpool =>
  (spoolOfProcess ??= new InquirySpool(inquirySpoolDir(), env.INQUIRY_SPOOL_MAX))
let spoolOfProcess: InquirySpool | undefined
