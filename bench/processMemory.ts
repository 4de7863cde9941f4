import { readFileSync } from 'node:fs'

export type ProcessMemory = {
  /** Resident set size now, in MiB. */
  rssMiB: number
  /** The highest resident set size since the process started (VmHWM), in MiB. */
  peakMiB: number
}

/**
 * The server process's memory as Linux reports it in /proc/<pid>/status: the Node process only
 * (the embedded PostgreSQL is a process of its own).
 */
export const processMemory = (pid: number): ProcessMemory => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kib = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1])
  return { rssMiB: Math.round(kib('VmRSS') / 1024), peakMiB: Math.round(kib('VmHWM') / 1024) }
}
