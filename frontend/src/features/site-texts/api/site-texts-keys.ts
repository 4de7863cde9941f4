/** Query keys of the single site-texts record. */
export const siteTextsKeys = {
  all: ['site-texts'] as const,
  detail: () => [...siteTextsKeys.all, 'detail'] as const,
}
