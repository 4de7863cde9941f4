import { readFileSync } from 'node:fs'
import path from 'node:path'

import { PROJECT_ROOT } from '../../paths'

/** The Node range package.json's `engines` supports (the one statement of it), e.g. `^24.11.0`. */
const supportedNodeRange = (): string =>
  (
    JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
      engines: { node: string }
    }
  ).engines.node

/**
 * The warning to log when this process runs on another Node major than the supported one (a
 * server started as `node dist/server.js` with a system Node, not through the npm scripts, which
 * run the Node the project installs); null when the major matches. Same-major minors are not
 * refused: they differ in fixes only.
 */
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
