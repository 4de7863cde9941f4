import type { Field, PayloadRequest, TaskConfig, TaskHandlerResult } from 'payload'

import { EMAIL_RETRY_BASE_MS } from './emailQueueSettings'

type EmailJob<Input> = { input: Input; output: { outcome: string } }

/**
 * A job that sends email and answers what it did (`outcome`); a send that throws is tried again
 * `attempts` times, each wait twice the last.
 */
export const emailTask = <Input extends object>({
  attempts,
  send,
  ...task
}: Pick<TaskConfig<EmailJob<Input>>, 'slug' | 'label' | 'inputSchema' | 'concurrency'> & {
  attempts: number
  send: (input: Input, req: PayloadRequest) => Promise<string>
}): TaskConfig<EmailJob<Input>> => ({
  ...task,
  outputSchema: [{ name: 'outcome', type: 'text', required: true }],
  retries: { attempts, backoff: { type: 'exponential', delay: EMAIL_RETRY_BASE_MS } },
  handler: async ({ input, req }) =>
    ({ output: { outcome: await send(input, req) } }) as TaskHandlerResult<EmailJob<Input>>,
})

/** The input of a job about one inquiry; its jobs of one `kind` never run side by side. */
export const aboutOneInquiry = (kind: string) => ({
  inputSchema: [{ name: 'inquiryId', type: 'number', required: true }] satisfies Field[],
  concurrency: ({ input }: { input: { inquiryId: number } }) =>
    `inquiry-${kind}-${input.inquiryId}`,
})
