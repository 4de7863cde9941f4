import type { RichTextBlock } from '@shared/apiTypes'
// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it } from 'vitest'

import { render as renderElement } from '@/lib/testing'
import { CodeBlock } from './code-block'

type RichTextCodeBlock = Extract<RichTextBlock, { type: 'code' }>

const block: RichTextCodeBlock = {
  type: 'code',
  language: 'js',
  code: 'const a = 1',
  tokens: [
    { text: 'const', kind: 'keyword' },
    { text: ' a = ', kind: null },
    { text: '1', kind: 'number' },
  ],
}

const render = () => {
  const container = renderElement(<CodeBlock block={block} />, { attach: true })
  return {
    button: container.querySelector('button')!,
    status: container.querySelector('[role="status"]')!,
  }
}

const click = async (button: HTMLButtonElement) => {
  await act(async () => {
    button.click()
    // The clipboard answers in a later task.
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

describe('the Copy button of a code block', () => {
  it('puts the code on the clipboard and says so to everyone', async () => {
    const { button, status } = render()
    expect(button.textContent).toBe('Copy')
    expect(status.textContent).toBe('')
    // Named by the block's caption as well as its own word.
    expect(button.getAttribute('aria-describedby')).toBe(
      button.closest('figure')!.querySelector('figcaption')!.id,
    )
    await click(button)
    expect(await navigator.clipboard.readText()).toBe('const a = 1')
    expect(button.textContent).toBe('Copied')
    expect(status.textContent).toBe('Code copied to the clipboard')
  })

  it('says so when the code could not be copied', async () => {
    const { button, status } = render()
    const writeText = navigator.clipboard.writeText
    navigator.clipboard.writeText = () => Promise.reject(new Error('Denied'))
    try {
      await click(button)
    } finally {
      navigator.clipboard.writeText = writeText
    }
    expect(button.textContent).toBe('Copy')
    expect(status.textContent).toBe('The code could not be copied')
  })
})
