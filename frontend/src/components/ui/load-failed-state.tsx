import { EmptyState } from './empty-state'

/** Shown in place of content whose request failed, with a button that asks again. */
export const LoadFailedState = ({
  title,
  text,
  retryLabel,
  onRetry,
}: {
  title: string
  text: string
  retryLabel: string
  onRetry: () => void
}) => (
  <EmptyState title={title} text={text}>
    <button type="button" className="btn btn--primary btn--small" onClick={onRetry}>
      {retryLabel}
    </button>
  </EmptyState>
)
