import { spawn } from 'node:child_process'

import { PROJECT_ROOT } from '../../src/paths'

/** Runs an npm script the way an operator would, with the server's database and media env. */
export const npmRun = (
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> =>
  new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', ...args], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, ...env },
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', (code) => resolve({ code, output }))
  })
