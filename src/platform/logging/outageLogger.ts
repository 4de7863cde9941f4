import type { Payload } from 'payload'
import { pino } from 'pino'

import { payloadLoggerConfig } from './payloadLoggerConfig'

/**
 * A logger with Payload's settings (level, format, redaction) for the time before Payload
 * exists: a start while the database cannot be reached.
 */
export const outageLogger = (): Payload['logger'] => {
  const { options, destination } = payloadLoggerConfig() as {
    options: Parameters<typeof pino>[0]
    destination?: Parameters<typeof pino>[1]
  }
  return pino(options, destination) as unknown as Payload['logger']
}
