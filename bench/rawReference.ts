import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * The ceiling a cached read is measured against: a bare `node:http` server, in a process of its
 * own like the product's, answering every request with the very status line, headers and bytes
 * the product sent for that read. What the product spends beyond it is its own per-request work.
 */
const SERVER = `
const { createServer } = require('node:http')
const { readFileSync } = require('node:fs')
const answer = JSON.parse(readFileSync(process.argv[1], 'utf8'))
const body = Buffer.from(answer.body, 'base64')
createServer((req, res) => {
  res.writeHead(200, answer.headers)
  res.end(body)
}).listen(0, '127.0.0.1', function () {
  process.stdout.write(String(this.address().port) + '\\n')
})
`

export type RawReference = { url: string; stop: () => Promise<void> }

/** Fetches `url` once (no Accept-Encoding) and starts a raw server that answers the same. */
export const startRawReference = async (url: string): Promise<RawReference> => {
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } })
  const body = Buffer.from(await res.arrayBuffer())
  const headers = Object.fromEntries(
    [...res.headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)),
  )
  const folder = mkdtempSync(path.join(os.tmpdir(), 'bench-raw-'))
  const file = path.join(folder, 'answer.json')
  writeFileSync(file, JSON.stringify({ headers, body: body.toString('base64') }))
  const child = spawn(process.execPath, ['-e', SERVER, file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const [line] = (await once(child.stdout!, 'data')) as [Buffer]
  return {
    url: `http://127.0.0.1:${line.toString().trim()}${new URL(url).pathname}${new URL(url).search}`,
    stop: async () => {
      child.kill()
      await once(child, 'exit')
      rmSync(folder, { recursive: true, force: true })
    },
  }
}
