import type { IncomingMessage } from 'node:http'
import { Readable } from 'node:stream'

/** A request whose stream fields are reachable (Node's own, not in its type declarations). */
type Reopenable = IncomingMessage & { _readableState: unknown; _read: (size: number) => void }

/**
 * Gives the request a fresh read state that holds `body` and then ends: the next reader (Next.js,
 * for Payload's REST) reads the same bytes as if nobody had read them before. It is Next's own
 * way to replay a body (`replaceRequestBody` in next/dist/server/body-streams.js), narrowed to
 * the read state, so listeners and IncomingMessage's own methods stay as they are.
 */
const replay = (req: IncomingMessage, body: Buffer): void => {
  const reopened = req as Reopenable
  reopened._readableState = (
    new Readable({ highWaterMark: req.readableHighWaterMark }) as unknown as Reopenable
  )._readableState
  reopened._read = () => {}
  req.push(body)
  req.push(null)
}

/**
 * Reads a request's whole body and puts the bytes back for the next reader. The caller bounds
 * the size first (`cmsBodyLimits`: a declared length under the cap, no chunked writes).
 * Rejects when the client goes away before the body has arrived.
 */
export const bufferRequestBody = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const onData = (chunk: Buffer) => chunks.push(chunk)
    const onError = (error: Error) => {
      cleanup()
      reject(error)
    }
    const onClose = () =>
      onError(new Error('The client closed the request before sending its body.'))
    const onEnd = () => {
      cleanup()
      const body = Buffer.concat(chunks)
      // The ended stream still destroys and closes itself in the next ticks, through its read
      // state: swapping the state before then would close the replay instead.
      setImmediate(() => {
        replay(req, body)
        resolve(body)
      })
    }
    const cleanup = () => {
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onError)
      req.off('close', onClose)
    }
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onError)
    req.on('close', onClose)
  })
