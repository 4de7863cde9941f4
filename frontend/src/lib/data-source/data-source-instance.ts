import { apiBaseUrl } from '@/config/env'
import { createApiClient } from '../api-client'
import { getBrowserStorage } from '../browser-storage'
import { previewToken } from '../preview-mode'
import { ownerBuiltInContent } from './built-in-content'
import type { DataSource } from './data-source'
import { createLocalDataSource } from './local-data-source'
import { createRemoteDataSource } from './remote-data-source'

/**
 * The data source this build uses, chosen at build time (VITE_DATA_SOURCE=local for a static
 * deployment without a server); the branch not taken is removed by the bundler.
 */
export const dataSource: DataSource =
  import.meta.env.VITE_DATA_SOURCE === 'local'
    ? createLocalDataSource(getBrowserStorage())
    : createRemoteDataSource(
        createApiClient({ baseUrl: apiBaseUrl, getPreviewToken: previewToken }),
        // The owner's content the server embedded in this page (or the last copy remembered).
        ownerBuiltInContent(document, getBrowserStorage()),
      )
