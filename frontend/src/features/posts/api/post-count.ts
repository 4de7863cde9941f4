import { dataSource } from '@/lib/data-source/data-source-instance'

/**
 * Whether the site has published posts, as its page said when it loaded (the server's embedded
 * count, or the samples): without any, nothing of the writing is shown, loaded or read, and the
 * site is the specification's exactly.
 */
export const hasPosts = (): boolean => dataSource.builtIn.postCount > 0
