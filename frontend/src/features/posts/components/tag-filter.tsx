import { writingWords } from '@/i18n/en/writing'
import { useSiteWords } from '@/i18n/site-words-provider'

/**
 * The tag to show the posts of: a native select (keyboard and screen readers know it) of every
 * published post's tags, All first. The chosen tag is listed even before the tags have arrived.
 */
export const TagFilter = ({
  tags,
  value,
  onChange,
}: {
  tags: string[]
  value: string
  onChange: (tag: string) => void
}) => {
  const { t } = useSiteWords(writingWords)
  const options = value && !tags.includes(value) ? [value, ...tags] : tags
  return (
    <div className="tag-filter">
      <label htmlFor="writing-tag" className="tag-filter__label">
        {t('writing.tagLabel')}
      </label>
      <select
        id="writing-tag"
        className="input tag-filter__select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('writing.allTags')}</option>
        {options.map((tag) => (
          <option key={tag} value={tag}>
            {tag}
          </option>
        ))}
      </select>
    </div>
  )
}
