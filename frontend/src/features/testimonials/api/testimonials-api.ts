import type {
  ItemResponse,
  TestimonialDto,
  TestimonialInput,
  TestimonialInvitation,
} from '@shared/apiTypes'
import { queryOptions, useQuery } from '@tanstack/react-query'

import { apiBaseUrl } from '@/config/env'
import { createApiClient } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { usePageLanguage } from '@/lib/page-language'

// Not in the shared data source: only the chunks that show testimonials carry these calls.
const api = createApiClient({ baseUrl: apiBaseUrl })

/** The browser-local reading (a static build with no server) has no testimonials or requests. */
const withoutServer = import.meta.env.VITE_DATA_SOURCE === 'local'

const testimonialsQuery = (language: string, locale: string | undefined, project?: number) =>
  queryOptions({
    queryKey: ['testimonials', { language, project: project ?? null }],
    queryFn: async () =>
      withoutServer
        ? []
        : (
            await api<ItemResponse<TestimonialDto[]>>('/testimonials', {
              query: { project, locale },
            })
          ).data,
  })

/**
 * The approved testimonials (of one project, when given), in the page's language; read only once
 * `wanted`.
 */
export const useTestimonials = (project: number | undefined, wanted: boolean) => {
  const { language, locale } = usePageLanguage()
  return useQuery({ ...testimonialsQuery(language, locale, project), enabled: wanted })
}

/** What a link's form shows; a 404 or 410 (`link_used`, `link_expired`) is its answer, not retried. */
export const useTestimonialInvitation = (token: string) => {
  const { language, locale } = usePageLanguage()
  return useQuery({
    queryKey: ['testimonial-invitation', token, language],
    queryFn: async () => {
      if (withoutServer) throw new ApiError(404, 'link_unknown', 'No testimonial requests here.')
      return (
        await api<ItemResponse<TestimonialInvitation>>(
          `/testimonial-requests/${encodeURIComponent(token)}`,
          { query: { locale } },
        )
      ).data
    },
    retry: false,
    staleTime: Infinity,
  })
}

/** Sends the form; the `website` honeypot goes empty, as a person leaves it. */
export const sendTestimonial = async (input: TestimonialInput): Promise<void> => {
  await api('/testimonials', { method: 'POST', body: { website: '', ...input } })
}
