import type { ItemResponse } from '@shared/apiTypes'

import { apiBaseUrl } from '@/config/env'
import { createApiClient } from '@/lib/api-client'
import { previewToken } from '@/lib/preview-mode'

const api = createApiClient({ baseUrl: apiBaseUrl, getPreviewToken: previewToken })

/**
 * The admin's unsaved form values in the contract's shape, made by the server with the
 * resource's own serialiser (`POST /api/preview/{content}`): the site keeps no second mapping
 * of Payload documents.
 */
export const shapeLiveRecord = async (
  content: string,
  data: Record<string, unknown>,
  signal: AbortSignal,
): Promise<unknown> =>
  (
    await api<ItemResponse<unknown>>(`/preview/${encodeURIComponent(content)}`, {
      method: 'POST',
      body: { data },
      signal,
    })
  ).data
