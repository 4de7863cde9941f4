/** A small busy indicator with an accessible label. */
export const Spinner = ({ label }: { label: string }) => (
  <span className="spinner" role="status" aria-label={label} />
)
