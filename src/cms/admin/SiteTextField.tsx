'use client'
import { TextareaField, TextField, useLocale } from '@payloadcms/ui'
import type { TextareaFieldClientProps, TextFieldClientProps } from 'payload'

type Props = (TextFieldClientProps | TextareaFieldClientProps) & {
  /** The text's default in each language that comes with words of its own. */
  defaults: Record<string, string>
}

/** Empty while at its default, which shows greyed. */
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
