import type { RichTextBlock } from '@shared/apiTypes'
import { useEffect, useId, useState } from 'react'

import { CheckIcon } from '@/components/ui/icons'
import { CopyIcon } from '@/components/ui/post-icons'
import { postWords } from '@/i18n/en/post'
import { useSiteWords } from '@/i18n/site-words-provider'
import './code-block.css'

type RichTextCodeBlock = Extract<RichTextBlock, { type: 'code' }>

/** How long the Copy button says "Copied" before it offers to copy again. */
const COPIED_NOTICE_MS = 2_000

/** A highlighter class as a CSS class name (`title.function` → `title-function`). */
const kindClass = (kind: string) => `tok tok--${kind.replace(/[^a-z0-9-]/gi, '-')}`

/**
 * A code block as the server highlighted it: one span per token, classed by its kind (the
 * colours of both themes are CSS variables, code-block.css), so the site carries no highlighter.
 * The Copy button puts the code on the clipboard and says so in a polite live region.
 */
export const CodeBlock = ({ block }: { block: RichTextCodeBlock }) => {
  const { t } = useSiteWords(postWords)
  const captionId = useId()
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle')
  useEffect(() => {
    if (copy === 'idle') return
    const timer = window.setTimeout(() => setCopy('idle'), COPIED_NOTICE_MS)
    return () => window.clearTimeout(timer)
  }, [copy])
  const language = block.language.trim() || 'text'
  const copyCode = () =>
    // No clipboard (an insecure origin, an old browser) is a failure to copy, said as one.
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(block.code))
      .then(
        () => setCopy('copied'),
        () => setCopy('failed'),
      )
  return (
    <figure className="code-block" data-testid="code-block" data-language={language}>
      <figcaption id={captionId} className="code-block__caption">
        {t('post.code', { language })}
      </figcaption>
      <pre className="code-block__pre" tabIndex={0} dir="ltr">
        <code>
          {block.tokens.map((token, index) => (
            <span key={index} className={token.kind ? kindClass(token.kind) : 'tok'}>
              {token.text}
            </span>
          ))}
        </code>
      </pre>
      <button
        type="button"
        className="code-block__copy"
        onClick={() => void copyCode()}
        aria-describedby={captionId}
      >
        {copy === 'copied' ? <CheckIcon /> : <CopyIcon />}
        {copy === 'copied' ? t('post.copied') : t('post.copy')}
      </button>
      <span className="visually-hidden" role="status">
        {copy === 'copied' ? t('post.codeCopied') : copy === 'failed' ? t('post.copyFailed') : ''}
      </span>
    </figure>
  )
}
