import type { DiskSpace } from '../../platform/system/diskSpace'

/** One line of `npm run doctor` and of the admin's System page. */
export type CheckResult = {
  name: string
  ok: boolean
  /** What was found. */
  detail: string
  /** What to do, when not ok. */
  fix: string | null
}

/** What the running server knows of itself (its `GET /metrics`, or read in its own process). */
export type ServerReport = {
  nodeVersion: string | null
  /** The proxy diagnosis' one-line fix, or null. */
  proxyAdvice: string | null
  /** Requests a proxy forwarded with `X-Forwarded-Proto: https` since the server started. */
  forwardedHttpsRequests: number
}

/** Runs one SQL statement on the site's database. */
export type Query = <Row>(text: string, values?: unknown[]) => Promise<Row[]>

/** The newest backup, wherever backups are kept. */
export type NewestBackup = { name: string; createdAt: Date; where: string } | { none: string }

/** Everything the checks look at, so each can be tried on a made-up deployment. */
export type DoctorContext = {
  siteUrl: string
  /** The server's answer, or why it could not be asked. */
  server: ServerReport | { unreachable: string }
  database: Query | { unreachable: string }
  /** The secret the server signs with, and where it comes from; null when none is set yet. */
  secret: { value: string; source: string } | null
  /** This process's Node, for when the server cannot be asked. */
  ownNodeVersion: string
  newestBackup: () => Promise<NewestBackup>
  diskSpace: () => Promise<DiskSpace[]>
  /** Writes and removes a probe file in the media store; answers where that is. */
  probeMediaStore: () => Promise<string>
  migrationNames: readonly string[]
  fetch: (url: string, init?: RequestInit) => Promise<Response>
  now: () => number
}

/** What one check found. */
export type Verdict = Omit<CheckResult, 'name'>

export type DeploymentCheck = {
  name: string
  run: (context: DoctorContext) => Promise<Verdict>
}

export const passed = (detail: string): Verdict => ({ ok: true, detail, fix: null })

export const failed = (detail: string, fix: string): Verdict => ({ ok: false, detail, fix })

/** The message of whatever was thrown, on one line. */
export const reasonOf = (error: unknown): string =>
  (error instanceof Error
    ? ((error.cause as Error | undefined)?.message ?? error.message)
    : String(error)
  ).split('\n')[0]!
