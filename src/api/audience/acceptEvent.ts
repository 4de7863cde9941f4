import type { Payload } from 'payload'

import {
  audienceRecorderFor,
  type EventInput,
  type EventSender,
} from '../../audience/audienceRecorder'
import { ApiError } from '../errors/apiError'
import { parseInput } from '../request/parseInput'
import { audienceEventSchema } from './audienceSchemas'

/** For the route and the fast path; the limit counts invalid bodies too, so probing pays. */
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
