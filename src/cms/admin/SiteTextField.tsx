'use client'
import { TextareaField, TextField, useLocale } from '@payloadcms/ui'
import type { TextareaFieldClientProps, TextFieldClientProps } from 'payload'

type Props = (TextFieldClientProps | TextareaFieldClientProps) & {
  /** The text's default in each language that comes with words of its own. */
  defaults: Record<string, string>
}

/**
 * A Site text's box: empty while the text is at its default, which shows greyed in the
 * language edited (none in a language without words of its own: the owner writes those).
 */
export const SiteTextField = ({ defaults, ...props }: Props) => {
  const { code } = useLocale()
  const placeholder = defaults[code] ?? ''
  if (props.field.type === 'textarea') {
    const textarea = props as TextareaFieldClientProps
    const admin = { ...textarea.field.admin, placeholder }
    return <TextareaField {...textarea} field={{ ...textarea.field, admin }} />
  }
  const text = props as TextFieldClientProps
  return (
    <TextField {...text} field={{ ...text.field, admin: { ...text.field.admin, placeholder } }} />
  )
}
