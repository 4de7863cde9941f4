import { Component, type ErrorInfo, type ReactNode } from 'react'

import { HomeIcon } from '@/components/ui/icons'
import { useSiteWords } from '@/i18n/site-words-provider'

/** The generic fallback page (spec section 8). The home link reloads the app from scratch. */
const RouteErrorPage = ({ detail }: { detail: string | null }) => {
  const { t } = useSiteWords()
  return (
    <main className="container page status-page">
      <div className="glass status-page__card">
        <span className="eyebrow">{t('error.eyebrow')}</span>
        <h1 className="title-lg">{t('error.title')}</h1>
        <p className="lead">{t('error.text')}</p>
        {detail ? <p className="status-page__detail">{detail}</p> : null}
        <a className="btn btn--primary" href="/">
          <HomeIcon />
          {t('common.returnHome')}
        </a>
      </div>
    </main>
  )
}

type BoundaryProps = {
  children: ReactNode
  /** A new value (the path) clears the error. */ resetKey: string
}
type BoundaryState = { error: Error | null; resetKey: string }

/**
 * Catches anything a route throws while rendering, including page code that fails to download,
 * and shows the fallback page instead of a blank screen.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unexpected application error', error, info.componentStack)
  }

  render(): ReactNode {
    return this.state.error ? (
      <RouteErrorPage detail={this.state.error.message} />
    ) : (
      this.props.children
    )
  }
}
