import { useCallback, useEffect, useState } from 'react'

export type DebouncedSearch = {
  /** What the visitor has typed. */
  term: string
  /** The term the results follow: `term` once typing has paused for the delay. */
  appliedTerm: string
  /** Typed but not applied yet (drives the spinner). */
  isPending: boolean
  setTerm: (term: string) => void
  /** Empties the box and the results filter at once, without waiting. */
  clear: () => void
  /** Puts `term` in the box and the results filter at once (the address changed it). */
  replace: (term: string) => void
}

/** A search box's state with the spec's debounce: results follow the typing after `delayMs`. */
export const useDebouncedSearch = (delayMs: number, initial = ''): DebouncedSearch => {
  const [term, setTerm] = useState(initial)
  const [appliedTerm, setAppliedTerm] = useState(initial)
  useEffect(() => {
    if (term === appliedTerm) return
    const timer = window.setTimeout(() => setAppliedTerm(term), delayMs)
    return () => window.clearTimeout(timer)
  }, [term, appliedTerm, delayMs])
  const replace = useCallback((next: string) => {
    setTerm(next)
    setAppliedTerm(next)
  }, [])
  const clear = useCallback(() => replace(''), [replace])
  return { term, appliedTerm, isPending: term !== appliedTerm, setTerm, clear, replace }
}
