/** Query keys of the single site-texts record, one copy per language. */
export const siteTextsKeys = {
  all: ['site-texts'] as const,
  detail: (language: string) => [...siteTextsKeys.all, 'detail', language] as const,
}
