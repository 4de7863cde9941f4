import { env } from '../config/env'

/** How log lines are written: one JSON object per line, or coloured lines for a person. */
export type LogFormat = 'json' | 'pretty'

/**
 * The log format of this process: `LOG_FORMAT` when set, else pretty on a terminal and JSON
 * when stdout goes anywhere else (a file, a pipe, a log collector), so nothing that parses logs
 * gets colour codes by accident and a developer never reads raw JSON by accident.
 */
export const logFormat = (
  setting: LogFormat | undefined = env.LOG_FORMAT,
  isTerminal: boolean = process.stdout.isTTY === true,
): LogFormat => setting ?? (isTerminal ? 'pretty' : 'json')
