'use client'

/**
 * The password rule shown on the first-user and account screens, under the password fields
 * Payload draws itself (they take no description): the owner knows it before the first try.
 * The words come from the policy itself (passwordPolicy.ts), passed in by the field's config.
 */
export const PasswordRules = ({ rules }: { rules: string }) => (
  <p
    data-testid="password-rules"
    style={{ margin: '0 0 24px', color: 'var(--theme-elevation-650)' }}
  >
    <strong>Password: </strong>
    {rules}
  </p>
)
