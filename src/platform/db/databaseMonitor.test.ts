import { spawn } from 'node:child_process'

import { expect, it } from 'vitest'

import { createDatabaseMonitor } from './databaseMonitor'

const quiet = { warn: () => {}, info: () => {} }

it('an answer that came while the event loop was held past the probe limit counts as up', async () => {
  // Another process answers at once, as PostgreSQL does; only this process is busy.
  const echo = spawn('cat')
  await new Promise((resolve) => echo.once('spawn', resolve))
  const probe = () =>
    new Promise((resolve) => {
      echo.stdout.once('data', resolve)
      echo.stdin.write('x')
    })
  const monitor = createDatabaseMonitor({ probe, log: quiet })
  try {
    const answered = monitor.check(0)
    // Synchronous work longer than the probe's 2 s limit (a Next.js start, a large render).
    const until = Date.now() + 2_500
    while (Date.now() < until);
    expect(await answered).toBe(true)
  } finally {
    monitor.stop()
    echo.kill()
  }
})
