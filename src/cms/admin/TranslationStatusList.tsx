'use client'
import { useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useRef, useState } from 'react'

import { languageOf } from '../../shared/languages/languageCatalogue'

/** How many missing texts a line names before it says "and N more". */
const NAMED = 6

/** Read again after each save: Payload keeps a sidebar's server-made parts until a reload. */
export const TranslationStatusList = ({
  initial,
  query,
}: {
  initial: Record<string, string[]>
  /** Which document: `global=<slug>` or `collection=<slug>&id=<id>`. */
  query: string
}) => {
  const [missing, setMissing] = useState(initial)
  const { lastUpdateTime } = useDocumentInfo()
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const shown = useRef(lastUpdateTime)
  useEffect(() => {
    if (lastUpdateTime === shown.current) return
    shown.current = lastUpdateTime
    const controller = new AbortController()
    void fetch(`${api}/translation-status?${query}`, {
      credentials: 'include',
      signal: controller.signal,
    })
      .then(async (res) => (res.ok ? ((await res.json()) as { data: typeof initial }) : null))
      .then((body) => body && setMissing(body.data))
      .catch(() => {})
    return () => controller.abort()
  }, [api, lastUpdateTime, query])

  return (
    <div className="field-type translation-status" style={{ marginBottom: 24 }}>
      <div className="field-label">Translations</div>
      <ul data-testid="translation-status" style={{ margin: 0, paddingInlineStart: 18 }}>
        {Object.entries(missing).map(([code, labels]) => {
          const name = languageOf(code)?.name ?? code
          const named = labels.slice(0, NAMED).join(', ')
          const more = labels.length > NAMED ? ` and ${labels.length - NAMED} more` : ''
          return (
            <li key={code}>
              <strong>{name}</strong>:{' '}
              {labels.length === 0
                ? 'complete'
                : `missing ${named}${more} (shown in the default language until translated)`}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
