import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { rename, unlink, writeFile } from 'node:fs/promises'
import type { ServerResponse } from 'node:http'
import path from 'node:path'

import { env, projectPath } from '../config/env'
import { CACHING } from '../http/cachePolicies'
import { allowInlineStylesIn } from '../http/inlineSource'
import { cacheKeyOf } from './responseCache'

/** One public answer as it was last sent with 200. */
export type LastGoodCopy = {
  contentType: string
  body: Buffer
  /** When it was answered (ms epoch): sent as `Last-Modified` when served stale. */
  savedAt: number
}

type Stored = LastGoodCopy & { hash: string }

type Log = { warn: (message: string) => void }

/** A copy file: one line of JSON (key, type, time), then the body's bytes as they were sent. */
const FILE_SUFFIX = '.copy'

const digest = (data: Buffer | string): string => createHash('sha1').update(data).digest('hex')

/**
 * The key of a public answer: the full path, plus for the contract's reads the query in a stable
 * order (a page's HTML does not depend on its query).
 */
export const copyKeyOf = (fullPath: string, search: string): string =>
  fullPath.startsWith('/api/') ? cacheKeyOf(fullPath, search) : fullPath

/** The query part (`?…`) of a request URL, or ''. */
export const searchOf = (url: string): string => {
  const at = url.indexOf('?')
  return at === -1 ? '' : url.slice(at)
}

/**
 * Sends a last good copy for an answer the database cannot give now: 200, `X-Cache: STALE`, or
 * with `retryAfterSeconds` a 503 nobody keeps (a page's stand-in).
 */
export const sendLastGoodCopy = (
  res: ServerResponse,
  method: string | undefined,
  copy: LastGoodCopy,
  retryAfterSeconds?: number,
): void => {
  res.statusCode = retryAfterSeconds === undefined ? 200 : 503
  res.setHeader(
    'Cache-Control',
    retryAfterSeconds === undefined ? CACHING.staleCopy : CACHING.noStore,
  )
  if (retryAfterSeconds === undefined) res.removeHeader('Retry-After')
  else res.setHeader('Retry-After', String(retryAfterSeconds))
  res.setHeader('Content-Type', copy.contentType)
  res.setHeader('Content-Length', copy.body.length)
  res.setHeader('X-Cache', 'STALE')
  res.setHeader('Last-Modified', new Date(copy.savedAt).toUTCString())
  res.removeHeader('ETag')
  // A page's copy carries the owner's look as it was: its policy allows that style again.
  if (copy.contentType.startsWith('text/html')) allowInlineStylesIn(res, copy.body.toString('utf8'))
  res.end(method === 'HEAD' ? undefined : copy.body)
}

/**
 * The last 200 of every public page and read, served while the database cannot be reached. In
 * memory and on disk (one file per answer, written only when it changed), so an instance that
 * starts during an outage serves them too. Beyond `maxEntries`, queried reads (which anyone can
 * vary) go first, so they never push the pages out.
 */
export class LastGoodCopies {
  private readonly entries = new Map<string, Stored>()
  /** Per file, the write in progress: the next one waits, so an older body never lands last. */
  private readonly writes = new Map<string, Promise<void>>()

  constructor(
    private readonly dir: string,
    private readonly maxEntries: number,
    private readonly log: Log,
  ) {
    this.load()
  }

  get size(): number {
    return this.entries.size
  }

  get(key: string): LastGoodCopy | undefined {
    return this.entries.get(key)
  }

  /** Remembers a 200 answer (and writes it to disk when it changed). */
  keep(key: string, contentType: string, body: Buffer): void {
    const hash = digest(body)
    const known = this.entries.get(key)
    this.entries.delete(key)
    if (known?.hash === hash && known.contentType === contentType) {
      this.entries.set(key, known)
      return
    }
    const stored = { contentType, body, savedAt: Date.now(), hash }
    this.entries.set(key, stored)
    this.write(key, stored)
    this.evict()
  }

  /** Resolves once every disk write begun so far has ended (tests, and a clean stop). */
  async flush(): Promise<void> {
    await Promise.all(this.writes.values())
  }

  private fileOf(key: string): string {
    return path.join(this.dir, digest(key) + FILE_SUFFIX)
  }

  private evict(): void {
    while (this.entries.size > this.maxEntries) {
      let victim: string | undefined
      for (const key of this.entries.keys()) {
        if (key.includes('?')) {
          victim = key
          break
        }
      }
      victim ??= this.entries.keys().next().value!
      this.entries.delete(victim)
      this.queue(victim, () => unlink(this.fileOf(victim)).catch(() => undefined))
    }
  }

  private write(key: string, { contentType, savedAt, body }: Stored): void {
    const file = this.fileOf(key)
    this.queue(key, async () => {
      const temporary = `${file}.${process.pid}.tmp`
      const header = Buffer.from(JSON.stringify({ key, contentType, savedAt }) + '\n')
      try {
        await writeFile(temporary, Buffer.concat([header, body]))
        await rename(temporary, file)
      } catch (error) {
        this.log.warn(
          `Could not keep the last good copy of ${key} on disk (${(error as Error).message}); it is kept in memory`,
        )
      }
    })
  }

  private queue(key: string, work: () => Promise<unknown>): void {
    const file = this.fileOf(key)
    const next = (this.writes.get(file) ?? Promise.resolve()).then(work).then(() => undefined)
    this.writes.set(file, next)
    void next.then(() => {
      if (this.writes.get(file) === next) this.writes.delete(file)
    })
  }

  /** Reads the copies a previous run left (an unreadable file is skipped, never fatal). */
  private load(): void {
    try {
      mkdirSync(this.dir, { recursive: true })
    } catch (error) {
      this.log.warn(`Cannot use ${this.dir} for copies of the public site: ${String(error)}`)
      return
    }
    const loaded: [string, Stored][] = []
    for (const name of readdirSync(this.dir)) {
      if (!name.endsWith(FILE_SUFFIX)) continue
      try {
        const bytes = readFileSync(path.join(this.dir, name))
        const end = bytes.indexOf(0x0a)
        const { key, contentType, savedAt } = JSON.parse(bytes.subarray(0, end).toString()) as {
          key: string
          contentType: string
          savedAt: number
        }
        const body = bytes.subarray(end + 1)
        loaded.push([key, { contentType, savedAt, body, hash: digest(body) }])
      } catch {
        // A half-written or foreign file: the next good answer replaces it.
      }
    }
    // Oldest first, so the least recently saved go first when the limit is lower than before.
    for (const [key, stored] of loaded.sort(([, a], [, b]) => a.savedAt - b.savedAt)) {
      this.entries.set(key, stored)
    }
    this.evict()
  }
}

/** Where the copies live: `OUTAGE_DIR/public-copies`. */
const publicCopiesDir = (): string => path.join(projectPath(env.OUTAGE_DIR), 'public-copies')

/** Public answers kept: every page, sitemap and a generous share of queried reads. */
const MAX_COPIES = 2_000

const SHARED_KEY = Symbol.for('devfolio.lastGoodCopies')

/** The process's one store of last good copies, loaded from disk on first use. */
export const lastGoodCopies = (log: Log): LastGoodCopies => {
  const holder = globalThis as typeof globalThis & { [SHARED_KEY]?: LastGoodCopies }
  holder[SHARED_KEY] ??= new LastGoodCopies(publicCopiesDir(), MAX_COPIES, log)
  return holder[SHARED_KEY]
}
