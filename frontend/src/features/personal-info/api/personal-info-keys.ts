/** Query keys of the single personal-info record. */
export const personalInfoKeys = {
  all: ['personal-info'] as const,
  detail: () => [...personalInfoKeys.all, 'detail'] as const,
}
