import { PostsCatalog } from '@/features/posts/components/posts-catalog'
import { usePageMeta } from '../use-page-meta'

/** /writing */
export const WritingRoute = () => {
  usePageMeta({ page: 'writing' })
  return <PostsCatalog />
}
