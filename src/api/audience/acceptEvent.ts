import type { Payload } from 'payload'

import {
  audienceRecorderFor,
  type EventInput,
  type EventSender,
} from '../../audience/audienceRecorder'
import { ApiError } from '../errors/apiError'
import { parseInput } from '../request/parseInput'
import { audienceEventSchema } from './audienceSchemas'

/**
 * What `POST /events` does with a parsed body, by whichever way it came in (the Express route or
 * the fast path, src/server/fastEvents.ts): counts the hit against the sender's limit (valid or
 * not, so probing pays too), checks the body, and hands the event to the recorder. Throws the
 * contract's 429 or 400.
 */
export const acceptEvent = (payload: Payload, sender: EventSender, body: unknown): void => {
  const recorder = audienceRecorderFor(payload)
  const wait = recorder.limiter.hit(sender.ip)
  if (wait > 0)
    throw new ApiError(
      429,
      'rate_limited',
      'Too many events from your address; they are not counted.',
      undefined,
      wait,
    )
  recorder.record(sender, parseInput(audienceEventSchema, body) as EventInput)
}
