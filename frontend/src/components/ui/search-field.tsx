import { useSiteWords } from '@/i18n/site-words-provider'
import { SearchIcon } from './icons'
import { Spinner } from './spinner'

type SearchFieldProps = {
  id: string
  label: string
  placeholder: string
  value: string
  onChange: (value: string) => void
  /** Typed but not applied yet: shows the spinner. */
  pending: boolean
}

/** A labelled search box with a spinner while the debounced search catches up. */
export const SearchField = ({
  id,
  label,
  placeholder,
  value,
  onChange,
  pending,
}: SearchFieldProps) => {
  const { t } = useSiteWords()
  return (
    <div className="search-field">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <SearchIcon className="search-field__icon" />
      <input
        id={id}
        className="input search-field__input"
        type="search"
        placeholder={placeholder}
        value={value}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
      />
      <span className="search-field__status">
        {pending ? <Spinner label={t('common.searching')} /> : null}
      </span>
    </div>
  )
}
