/** Counts of records per kind (`projects`, `personalInfo`, …). */
export type KindCounts = Record<string, number>

/** The kinds of records in the words of the admin's menu. */
const KINDS: Record<string, [one: string, many: string]> = {
  personalInfo: ['profile', 'profile'],
  experiences: ['job', 'jobs'],
  education: ['school', 'schools'],
  skills: ['skill', 'skills'],
  projects: ['project', 'projects'],
  interests: ['interest', 'interests'],
}

/** "3 jobs, 2 schools" — or "nothing". */
export const listKinds = (counts: KindCounts): string => {
  const parts = Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${count} ${KINDS[kind]![count === 1 ? 0 : 1]}`)
  return parts.length ? parts.join(', ') : 'nothing'
}

/** How many of `records` are of each kind. */
export const countKinds = (records: readonly { collection: string }[]): KindCounts => {
  const counts: KindCounts = {}
  for (const { collection } of records) counts[collection] = (counts[collection] ?? 0) + 1
  return counts
}
