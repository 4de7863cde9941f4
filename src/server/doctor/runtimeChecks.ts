import { MIN_SECRET_LENGTH, isWeakSecret } from '../../platform/config/env'
import { unsupportedNodeMessage } from '../boot/unsupportedNodeMessage'
import { type DeploymentCheck, failed, passed } from './deploymentCheck'

/** The running server's Node (this process's when the server cannot be asked). */
export const nodeVersionCheck: DeploymentCheck = {
  name: 'Node version',
  run: async ({ server, ownNodeVersion }) => {
    const fromServer = 'nodeVersion' in server ? server.nodeVersion : null
    const running = fromServer ?? ownNodeVersion
    const whose = fromServer
      ? 'the server runs'
      : 'the server could not be asked; this command runs'
    const problem = unsupportedNodeMessage(running)
    return problem
      ? failed(
          `${whose} Node ${running}`,
          'Start the server with npm start (or npm run serve): they run the Node 24 the project installs.',
        )
      : passed(`${whose} Node ${running}`)
  },
}

export const secretCheck: DeploymentCheck = {
  name: 'PAYLOAD_SECRET',
  run: async ({ secret }) => {
    const fix =
      `Set PAYLOAD_SECRET to a random string of ${MIN_SECRET_LENGTH}+ characters (openssl rand -hex 32) ` +
      'and restart; everyone signs in again, and the SMTP password is entered again in Globals → SMTP settings.'
    if (!secret) return failed('not set, and the server has not generated one yet', fix)
    if (isWeakSecret(secret.value))
      return failed(
        `${secret.source} is weak (${secret.value.length} characters, ${new Set(secret.value).size} different)`,
        fix,
      )
    return passed(`${secret.source}: ${secret.value.length} characters`)
  },
}
