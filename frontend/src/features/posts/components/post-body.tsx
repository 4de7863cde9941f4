import type { RichTextDto } from '@shared/apiTypes'
import type { PostDto, PostRichText } from '@shared/postDtoUntilContract'

import { RichText } from '@/components/ui/rich-text'
import { CodeBlock } from './code-block'
import { PostImage } from './post-image'

type PostBlock = PostRichText['blocks'][number]

/** The blocks only a post has: pictures and highlighted code. */
const renderPostBlock = (block: PostBlock) =>
  block.type === 'image' ? (
    <PostImage block={block} />
  ) : block.type === 'code' ? (
    <CodeBlock block={block} />
  ) : null

/**
 * A post's text: as the owner formatted it when there is a rich form, else its plain paragraphs
 * (blank lines apart).
 */
export const PostBody = ({ post }: { post: PostDto }) =>
  post.bodyRich?.blocks.length ? (
    <RichText
      value={post.bodyRich as unknown as RichTextDto}
      renderBlock={(block) => renderPostBlock(block as unknown as PostBlock)}
      className="post__body"
    />
  ) : (
    <div className="rich-text post__body">
      {post.body
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
    </div>
  )
