/**
 * `npm run bench:memory`: does the server hold on to memory after floods of audience events,
 * logins and passkey sign-in options (issue 45, item 12)? A production server on a scratch
 * database, run with the inspector on the loopback so that this script can collect its garbage
 * and read `process.memoryUsage()`. Then, twice: a bounded flood from many loopback addresses
 * (`--events`, `--logins`, `--options` requests, 16 at a time), a garbage collection, and the
 * figures. What a flood left held shows as heap that stays after the collection, and as growth
 * from the first round to the second. Only 127.0.0.0/8 is ever sent to; no timing is judged.
 */
import { parseArgs } from 'node:util'

import { freePort } from '../tests/helpers/freePort'
import { TEST_ADMIN } from '../tests/helpers/serverProcess'
import { rawRequest } from '../tests/int/security/helpers/rawRequest'
import { startBenchServer } from './benchServer'

const { values } = parseArgs({
  options: {
    events: { type: 'string', default: '20000' },
    logins: { type: 'string', default: '200' },
    options: { type: 'string', default: '2000' },
  },
})
const counts = {
  events: Number(values.events),
  logins: Number(values.logins),
  options: Number(values.options),
}

/** The n-th loopback address of a flood: 127.<kind>.x.y, never the same twice per 200 requests. */
const addressOf = (kind: number, n: number) => `127.${kind}.${(n >> 8) & 255}.${(n % 200) + 1}`

const inspectorPort = await freePort()
const server = await startBenchServer({
  name: `bench-memory-${inspectorPort}`,
  port: await freePort(),
  dbPort: await freePort(),
  fresh: true,
  nodeArgs: [`--inspect=127.0.0.1:${inspectorPort}`],
})

/** Runs `method` in the server through its inspector. */
const inspector = async () => {
  const [target] = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json()) as {
    webSocketDebuggerUrl: string
  }[]
  // Node's own WebSocket client (Node 22 and later).
  const socket = new WebSocket(target!.webSocketDebuggerUrl)
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true })
    socket.addEventListener('error', reject, { once: true })
  })
  let id = 0
  const call = (method: string, params: object = {}) =>
    new Promise<{ result?: { result?: { value?: unknown } } }>((resolve) => {
      const mine = (id += 1)
      const onMessage = (event: MessageEvent) => {
        const message = JSON.parse(String(event.data)) as { id?: number }
        if (message.id !== mine) return
        socket.removeEventListener('message', onMessage)
        resolve(message as never)
      }
      socket.addEventListener('message', onMessage)
      socket.send(JSON.stringify({ id: mine, method, params }))
    })
  return { call, close: () => socket.close() }
}
const { call, close } = await inspector()

const MiB = (bytes: number) => Math.round(bytes / 1024 / 1024)
/** RSS and V8 heap after a full garbage collection, in MiB. */
const figures = async () => {
  await call('HeapProfiler.collectGarbage')
  const answer = await call('Runtime.evaluate', {
    expression: 'JSON.stringify(process.memoryUsage())',
    returnByValue: true,
  })
  const usage = JSON.parse(String(answer.result?.result?.value)) as NodeJS.MemoryUsage
  return {
    rssMiB: MiB(usage.rss),
    heapUsedMiB: MiB(usage.heapUsed),
    heapTotalMiB: MiB(usage.heapTotal),
    externalMiB: MiB(usage.external),
  }
}

/** Sends `count` requests made by `request(n)`, 16 at a time; answers the count of each status. */
const flood = async (count: number, request: (n: number) => Promise<{ status: number }>) => {
  const statuses: Record<number, number> = {}
  let next = 0
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < count) {
        const { status } = await request(next++)
        statuses[status] = (statuses[status] ?? 0) + 1
      }
    }),
  )
  return statuses
}

const post = (path: string, body: unknown, localAddress: string) =>
  rawRequest(server.baseURL, {
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (X11; Linux)' },
    body: JSON.stringify(body),
    localAddress,
  })

const round = async (sizes = counts) => ({
  events: await flood(sizes.events, (n) =>
    post('/api/events', { type: 'pageview', path: `/projects/${n % 50}` }, addressOf(1, n)),
  ),
  // Every fourth login is the owner's right password; the others are wrong.
  logins: await flood(sizes.logins, (n) =>
    post(
      n % 2 === 0 ? '/cms-api/users/login' : '/api/auth/login',
      n % 4 === 0 ? TEST_ADMIN : { email: `nobody-${n}@test.local`, password: 'Wrong-pass-11!' },
      addressOf(2, n),
    ),
  ),
  options: await flood(sizes.options, (n) =>
    post('/cms-api/users/passkeys/sign-in-options', {}, addressOf(3, n)),
  ),
})

try {
  // A few of each first, so what loads on first use (Next's routes) is in the starting figure.
  await round({ events: 16, logins: 16, options: 16 })
  const start = await figures()
  console.log('after start-up and one request of each kind:', start)
  for (const n of [1, 2]) {
    const statuses = await round()
    // The event buffer writes every second; give it time to empty.
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    console.log(`after flood ${n}:`, await figures(), JSON.stringify(statuses))
  }
} finally {
  close()
  await server.stop()
}
