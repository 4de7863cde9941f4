import { spawn } from 'node:child_process'
import path from 'node:path'

import { PROJECT_ROOT } from '../../src/paths'

/**
 * The Nu HTML Checker (the W3C validator's engine) as the `vnu-jar` package ships it: its jar, run
 * with `java` (knip.json lists both, which no import names).
 */
const VNU_JAR = path.join(PROJECT_ROOT, 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar')

export type NuMessage = { type: string; subType?: string; message: string; extract?: string }

/**
 * What the Nu HTML Checker says of a document (run with the system's Java, read from stdin):
 * its errors, and its warnings too with `warnings`.
 */
export const checkHtml = (html: string, { warnings = false } = {}): Promise<NuMessage[]> =>
  new Promise((resolve, reject) => {
    const child = spawn('java', ['-jar', VNU_JAR, '--format', 'json', '--stdout', '-'], {
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
    child.on('error', reject)
    child.on('close', () => {
      try {
        const { messages } = JSON.parse(out) as { messages: NuMessage[] }
        resolve(messages.filter((m) => m.type === 'error' || (warnings && m.type === 'info')))
      } catch {
        reject(new Error(`the Nu HTML Checker gave no report: ${err || out}`))
      }
    })
    child.stdin.end(html)
  })
