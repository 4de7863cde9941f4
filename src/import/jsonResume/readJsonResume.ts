import { type JsonResume, jsonResumeDocument } from './jsonResumeDocument'

/** A long résumé is a few dozen KB. */
export const MAX_JSON_RESUME_BYTES = 1024 * 1024

export type ImportProblem = { path: string; message: string }

export const jsonPath = (segments: readonly PropertyKey[]): string =>
  segments.reduce<string>(
    (path, segment) =>
      typeof segment === 'number'
        ? `${path}[${segment}]`
        : `${path}${path ? '.' : ''}${String(segment)}`,
    '',
  )

export const readJsonResume = (
  file: string,
): { resume: JsonResume; problems?: never } | { resume?: never; problems: ImportProblem[] } => {
  const bytes = Buffer.byteLength(file, 'utf8')
  if (bytes > MAX_JSON_RESUME_BYTES)
    return {
      problems: [
        { path: '', message: `The file is ${bytes} bytes; the import takes at most 1 MB.` },
      ],
    }
  let parsed: unknown
  try {
    parsed = JSON.parse(file)
  } catch (error) {
    return {
      problems: [{ path: '', message: `The file is not JSON: ${(error as Error).message}` }],
    }
  }
  const read = jsonResumeDocument.safeParse(parsed)
  if (read.success) return { resume: read.data }
  return {
    problems: read.error.issues.map((issue) => ({
      path: jsonPath(issue.path),
      message: issue.path.length === 0 ? 'The file is not a JSON Resume object.' : issue.message,
    })),
  }
}
