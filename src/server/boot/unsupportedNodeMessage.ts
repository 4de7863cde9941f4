import { readFileSync } from 'node:fs'
import path from 'node:path'

import { PROJECT_ROOT } from '../../paths'

/** package.json's `engines` is the one statement of it. */
const supportedNodeRange = (): string =>
  (
    JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
      engines: { node: string }
    }
  ).engines.node

/** For a server started with a system Node, not the npm scripts'; minors differ in fixes only. */
export const unsupportedNodeMessage = (
  version: string = process.version,
  range: string = supportedNodeRange(),
): string | null => {
  const supportedMajor = /\d+/.exec(range)?.[0]
  const runningMajor = /\d+/.exec(version)?.[0]
  if (supportedMajor === runningMajor) return null
  return (
    `Node ${version} is not the supported runtime (Node ${range}, package.json engines): ` +
    'start the server with npm start or npm run serve, which run the Node the project installs'
  )
}
