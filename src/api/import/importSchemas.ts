import { z } from 'zod'

/** `?dryRun=true` reports without changing anything; `?publish=true` publishes what it writes. */
const flag = (description: string) =>
  z.enum(['true', 'false'], { error: 'Must be true or false.' }).optional().describe(description)

export const importQuerySchema = z.object({
  dryRun: flag('true: answer the report of what the import would do, and change nothing.'),
  publish: flag('true: publish what the import writes; by default it arrives as drafts.'),
})

const perKind = z.object({
  personalInfo: z.number().int().nonnegative(),
  experiences: z.number().int().nonnegative(),
  education: z.number().int().nonnegative(),
  skills: z.number().int().nonnegative(),
  projects: z.number().int().nonnegative(),
  interests: z.number().int().nonnegative(),
})

export const importReportSchema = z.object({
  created: perKind.describe('Records created (the personal info: saved for the first time).'),
  updated: perKind.describe('Records an earlier import made that the file changed.'),
  skipped: z
    .array(
      z.object({
        path: z.string().describe('Where in the file, as a JSON path: `awards[0]`.'),
        reason: z.string(),
      }),
    )
    .describe('What the import left out, and why: never dropped unsaid.'),
})
