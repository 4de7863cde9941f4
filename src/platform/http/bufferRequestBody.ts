import type { IncomingMessage } from 'node:http'
import { Readable } from 'node:stream'

type Reopenable = IncomingMessage & { _readableState: unknown; _read: (size: number) => void }

/**
 * Next's own replay (`replaceRequestBody` in next/dist/server/body-streams.js), narrowed to the
 * read state so listeners and IncomingMessage's methods stay as they are.
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

/** Puts the bytes back for the next reader; the caller bounds the size first (`cmsBodyLimits`). */
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
