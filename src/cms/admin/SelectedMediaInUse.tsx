'use client'
import { useConfig, useSelection } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

type InUse = { id: number; name: string; usedBy: string }

/** Which selected images a bulk delete will keep, before Payload's dialog says "permanently". */
export const SelectedMediaInUse = () => {
  const { selectAll, selectedIDs } = useSelection()
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const [inUse, setInUse] = useState<InUse[]>([])
  const [failed, setFailed] = useState(false)
  // Payload's SelectAllStatus.AllAvailable: every page of the list, so no ids to name.
  const question =
    String(selectAll) === 'allAvailable'
      ? 'all=true'
      : selectedIDs.length > 0
        ? `ids=${selectedIDs.join(',')}`
        : null

  useEffect(() => {
    if (question === null) return setInUse([])
    const controller = new AbortController()
    fetch(`${api}/media/in-use?${question}`, { credentials: 'include', signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status))
        setFailed(false)
        setInUse(((await res.json()) as { data: InUse[] }).data)
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true)
      })
    return () => controller.abort()
  }, [api, question])

  if (question === null) return null
  if (failed)
    return (
      <p role="note" data-testid="selected-media-in-use" style={{ margin: '0 0 12px' }}>
        Could not check whether the selected images are in use: a delete still refuses any that are.
      </p>
    )
  if (inUse.length === 0) return null
  return (
    <div
      role="note"
      data-testid="selected-media-in-use"
      style={{ margin: '0 0 12px', color: 'var(--theme-warning-700, #a15c07)' }}
    >
      <p style={{ margin: 0 }}>
        {inUse.length === 1 ? 'One selected image is' : `${inUse.length} selected images are`} in
        use and will be kept if you delete the selection; remove{' '}
        {inUse.length === 1 ? 'it' : 'each'} there first:
      </p>
      <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
        {inUse.map((image) => (
          <li key={image.id}>
            {image.name}: used by {image.usedBy}
          </li>
        ))}
      </ul>
    </div>
  )
}
