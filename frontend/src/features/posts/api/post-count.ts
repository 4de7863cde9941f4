import { dataSource } from '@/lib/data-source/data-source-instance'
import { previewToken } from '@/lib/preview-mode'

/**
 * Whether the site has published posts, as its page said when it loaded (the server's embedded
 * count, or the samples): without any, nothing of the writing is shown, loaded or read, and the
 * site is the specification's exactly.
 */
export const hasPosts = (): boolean => dataSource.builtIn.postCount > 0

/**
 * Whether the writing list is a page of the site (else its address is not found, as the server
 * answers): with published posts, or in a preview (a first post's opens there).
 */
export const hasWritingPage = (): boolean => hasPosts() || previewToken() !== null
