/**
 * The small "offline" line. The status element is always there (empty while online) so screen
 * readers announce the text when it appears.
 */
export const OfflineNotice = ({ offline }: { offline: boolean }) => (
  <div className="offline-notice" role="status" data-testid="offline-notice">
    {offline ? 'You’re offline — showing saved content' : null}
  </div>
)
