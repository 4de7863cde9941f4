import { PassThrough } from 'node:stream'

import { describe, expect, it } from 'vitest'

import { runTogether } from './runTogether.mjs'

/** A Node one-liner as a command. */
const node = (name, code) => ({ name, command: process.execPath, args: ['-e', code] })
const FOREVER = 'setInterval(() => {}, 1000)'

const collect = () => {
  const output = new PassThrough()
  let text = ''
  output.on('data', (chunk) => (text += chunk))
  return { output, text: () => text }
}

describe('runTogether (npm run dev)', () => {
  it('stops the others when one exits, and ends with its exit code', async () => {
    const { output, text } = collect()
    const run = runTogether(
      [
        node('server', FOREVER),
        node('site', 'console.log("ready"); setTimeout(() => process.exit(3), 100)'),
      ],
      { output },
    )
    expect(await run.done).toBe(3)
    expect(run.children[0].signalCode).toBe('SIGTERM')
    expect(text()).toContain('site   │ ready\n')
    expect(text()).toContain('dev    │ site exited with code 3; stopping the others\n')
  })

  it('stop() (Ctrl-C) stops every command and ends with 0', async () => {
    const { output } = collect()
    const run = runTogether([node('server', FOREVER), node('site', FOREVER)], { output })
    setTimeout(run.stop, 200)
    expect(await run.done).toBe(0)
    expect(run.children.map((child) => child.signalCode)).toEqual(['SIGTERM', 'SIGTERM'])
  })

  it('kills a command that ignores SIGTERM once the grace time is over', async () => {
    const { output, text } = collect()
    const stubborn = `process.on('SIGTERM', () => {}); console.log('up'); ${FOREVER}`
    const run = runTogether([node('server', stubborn), node('site', 'setTimeout(() => {}, 300)')], {
      output,
      graceMs: 300,
    })
    expect(await run.done).toBe(0)
    expect(run.children[0].signalCode).toBe('SIGKILL')
    expect(text()).toMatch(/still running after 300 ms: killing it/)
  })
})
