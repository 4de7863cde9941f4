/**
 * Runs a few commands side by side as one: each output line carries its command's name, and
 * when one of them exits (or `stop()` is called: Ctrl-C) the others get SIGTERM, then SIGKILL
 * after `graceMs`, so nothing is left holding a port or a database once the prompt is back.
 * `npm run dev` runs the server and Vite with it (scripts/dev.mjs).
 */
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

/** ANSI colours of the name column, one per command. */
const COLORS = [36, 35, 33, 32, 34]

/**
 * Starts `commands` ({ name, command, args, env }). `done` resolves, once every one has
 * exited, with the exit code of the one that ended first on its own (0 when they were stopped).
 */
export const runTogether = (
  commands,
  { cwd = process.cwd(), output = process.stdout, graceMs = 15_000, color = false } = {},
) => {
  const width = Math.max(3, ...commands.map(({ name }) => name.length))
  const label = (name, index) => {
    const text = name.padEnd(width)
    return `${color ? `\x1b[${COLORS[index % COLORS.length]}m${text}\x1b[39m` : text} │ `
  }
  const write = (text) => {
    // A closed stdout (`npm run dev | head`) must not crash the run and orphan the children.
    if (output.writable !== false) output.write(text)
  }
  const note = (text) => write(`${label('dev', commands.length)}${text}\n`)

  let stopping = false
  let firstCode = null
  let killTimer = null
  const running = commands.map(({ name, command, args = [], env = process.env }, index) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) =>
        write(`${label(name, index)}${line}\n`),
      )
    }
    const exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)))
      // Not started at all (missing executable): reported like an exit.
      child.once('error', (error) => {
        note(`${name} could not start: ${error.message}`)
        resolve(1)
      })
    }).then((code) => {
      if (!stopping) {
        firstCode = code
        note(`${name} exited${code ? ` with code ${code}` : ''}; stopping the others`)
        stop()
      }
      return code
    })
    return { child, exited }
  })

  const alive = () =>
    running.filter(({ child }) => child.pid && child.exitCode === null && child.signalCode === null)

  function stop() {
    if (stopping) return
    stopping = true
    for (const { child } of alive()) child.kill('SIGTERM')
    killTimer = setTimeout(() => {
      for (const { child } of alive()) {
        note(`${child.spawnfile} still running after ${graceMs} ms: killing it`)
        child.kill('SIGKILL')
      }
    }, graceMs)
    killTimer.unref()
  }

  const done = Promise.all(running.map(({ exited }) => exited)).then(() => {
    if (killTimer) clearTimeout(killTimer)
    return firstCode ?? 0
  })
  return { stop, done, children: running.map(({ child }) => child) }
}
