/** Query keys of the single personal-info record, one copy per language. */
export const personalInfoKeys = {
  all: ['personal-info'] as const,
  detail: (language: string) => [...personalInfoKeys.all, 'detail', language] as const,
}
