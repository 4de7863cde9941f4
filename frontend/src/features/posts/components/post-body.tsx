import type { PostDto, RichTextBlock } from '@shared/apiTypes'

import { RichText } from '@/components/ui/rich-text'
import { textLang } from '@/lib/text-language'
import { CodeBlock } from './code-block'
import { PostImage } from './post-image'

/** The blocks only a post has: pictures and highlighted code. */
const renderPostBlock = (block: RichTextBlock) =>
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
      value={post.bodyRich}
      renderBlock={renderPostBlock}
      className="post__body"
      {...textLang(post, 'body')}
    />
  ) : (
    <div className="rich-text post__body" {...textLang(post, 'body')}>
      {post.body
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
    </div>
  )
