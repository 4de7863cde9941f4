import { SMTPServer } from 'smtp-server'

import { type ReadMail, readMail } from './readMail'

export type SmtpSink = {
  port: number
  /** Every message accepted so far, decoded. */
  messages: ReadMail[]
  /** Logins the server saw, with whether they were accepted. */
  logins: { user: string; ok: boolean }[]
  /** Resolves once at least `count` messages arrived (or rejects after `timeoutMs`). */
  waitForMessages: (count: number, timeoutMs?: number) => Promise<ReadMail[]>
  /** Messages whose To or Cc contains `address`. */
  to: (address: string) => ReadMail[]
  stop: () => Promise<void>
  /** Starts listening again on the same port (after `stop`), keeping the messages. */
  start: () => Promise<void>
  /** Messages received whose acceptance is still being held back (see `hold`). */
  held: () => number
  /** Accepts every message held back so far (and stops holding new ones). */
  release: () => void
}

/**
 * A real SMTP server (the `smtp-server` package) on a local port that keeps what it receives,
 * optionally requiring a user name and password. STARTTLS is off: its self-signed certificate
 * would be refused by the client, as it should be.
 */
export const startSmtpSink = async ({
  port,
  auth,
  hold = false,
}: {
  port: number
  auth?: { user: string; pass: string }
  /**
   * Keeps each message (already recorded) until `release()` before saying it was accepted: the
   * sender is then "in the middle of sending" for as long as a test needs, as with a slow server.
   */
  hold?: boolean
}): Promise<SmtpSink> => {
  const messages: ReadMail[] = []
  let holding = hold
  const waiting: (() => void)[] = []
  const logins: SmtpSink['logins'] = []
  let server: SMTPServer | undefined

  const create = () =>
    new SMTPServer({
      secure: false,
      disabledCommands: auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
      authOptional: !auth,
      allowInsecureAuth: true,
      logger: false,
      onAuth: (credentials, _session, callback) => {
        const ok =
          Boolean(auth) &&
          credentials.username === auth?.user &&
          credentials.password === auth?.pass
        logins.push({ user: credentials.username ?? '', ok })
        if (!ok) return callback(new Error('Invalid username or password'))
        callback(null, { user: credentials.username })
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          messages.push(
            readMail(Buffer.concat(chunks).toString('utf8'), {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            }),
          )
          if (!holding) return callback()
          waiting.push(() => callback())
        })
      },
    })

  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = create()
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve())
    })

  await start()
  return {
    port,
    messages,
    logins,
    to: (address) =>
      messages.filter((mail) =>
        [mail.headers.to, mail.headers.cc].some((value) => value?.includes(address)),
      ),
    waitForMessages: async (count, timeoutMs = 20_000) => {
      const deadline = Date.now() + timeoutMs
      while (messages.length < count) {
        if (Date.now() > deadline)
          throw new Error(
            `Expected ${count} message(s), got ${messages.length} after ${timeoutMs} ms`,
          )
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      return messages
    },
    stop: () =>
      new Promise<void>((resolve) => {
        // A message still held would keep its connection, and so close(), waiting for ever.
        holding = false
        for (const accept of waiting.splice(0)) accept()
        if (!server) return resolve()
        const closing = server
        server = undefined
        closing.close(() => resolve())
      }),
    start,
    held: () => waiting.length,
    release: () => {
      holding = false
      for (const accept of waiting.splice(0)) accept()
    },
  }
}
