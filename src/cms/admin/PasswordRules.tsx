'use client'

/** The password rule under Payload's own password fields, which take no description. */
export const PasswordRules = ({ rules }: { rules: string }) => (
  <p
    data-testid="password-rules"
    style={{ margin: '0 0 24px', color: 'var(--theme-elevation-650)' }}
  >
    <strong>Password: </strong>
    {rules}
  </p>
)
