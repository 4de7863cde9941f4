'use client'
import type { ReactNode } from 'react'

/** A section of the owner's own account: its title, what it shows, and the last outcome. */
export const AccountSection = ({
  name,
  title,
  message,
  children,
}: {
  name: string
  title: string
  message: string | null
  children: ReactNode
}) => (
  <section data-testid={name} style={{ margin: '0 0 32px' }} aria-labelledby={`${name}-title`}>
    <h3 id={`${name}-title`} style={{ margin: '0 0 8px' }}>
      {title}
    </h3>
    {children}
    {message && (
      <p role="status" style={{ margin: '8px 0 0' }}>
        {message}
      </p>
    )}
  </section>
)
