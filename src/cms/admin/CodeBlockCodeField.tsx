'use client'
import { $isBlockNode, type BlockNode } from '@payloadcms/richtext-lexical/client'
import { type LexicalEditor, SKIP_DOM_SELECTION_TAG } from '@payloadcms/richtext-lexical/lexical'
import { useLexicalComposerContext } from '@payloadcms/richtext-lexical/lexical/react/LexicalComposerContext'
import { $dfs } from '@payloadcms/richtext-lexical/lexical/utils'
import { TextareaField, useFormFields } from '@payloadcms/ui'
import type { TextareaFieldClientProps } from 'payload'
import { useEffect, useRef } from 'react'

type Shown = { id: unknown; language: unknown; code: unknown }

/** The block's node, when it does not hold what the block's form shows. */
const $outdatedNode = (shown: Shown): BlockNode | null => {
  for (const { node } of $dfs()) {
    if (!$isBlockNode(node) || node.getFields().id !== shown.id) continue
    const { language, code } = node.getFields()
    return language === shown.language && code === shown.code ? null : node
  }
  return null
}

/** Writes what the form shows into the block's node, in an update only when it differs. */
const showInEditor = (editor: LexicalEditor, shown: Shown) => {
  if (!editor.getEditorState().read(() => $outdatedNode(shown))) return
  editor.update(
    () => {
      const node = $outdatedNode(shown)
      node?.setFields({ ...node.getFields(), language: shown.language, code: shown.code }, true)
    },
    // Leaves the focus in the text area (the outer editor would take it back into its root).
    { tag: SKIP_DOM_SELECTION_TAG },
  )
}

/**
 * Writes the block's language and code into the body as they change: Payload copies them only
 * from the server's form check, so a save before that answer lost the code.
 */
export const CodeBlockCodeField = (props: TextareaFieldClientProps) => {
  const [editor] = useLexicalComposerContext()
  const id = useFormFields(([fields]) => fields.id?.value)
  const language = useFormFields(([fields]) => fields.language?.value)
  const code = useFormFields(([fields]) => fields.code?.value)
  const shown = useRef<Shown>({ id, language, code })

  useEffect(
    () => editor.registerUpdateListener(() => showInEditor(editor, shown.current)),
    [editor],
  )
  useEffect(() => {
    shown.current = { id, language, code }
    showInEditor(editor, shown.current)
  }, [editor, id, language, code])

  return <TextareaField {...props} />
}
