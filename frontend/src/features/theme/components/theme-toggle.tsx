import type { ReactNode } from 'react'

import { MoonIcon, SunIcon } from '@/components/ui/icons'
import { useTheme } from '../use-theme'

/**
 * The theme switch: a toggle button, pressed while the dark theme shows, whose icon is the theme
 * shown (moon or sun). `children` names it ("Dark theme"); the dock passes its tooltip.
 */
export const ThemeToggle = ({
  className,
  children,
}: {
  className: string
  children: ReactNode
}) => {
  const { theme, toggle } = useTheme()
  const Icon = theme === 'dark' ? MoonIcon : SunIcon
  return (
    <button
      type="button"
      className={className}
      aria-pressed={theme === 'dark'}
      data-dock="Theme"
      onClick={toggle}
    >
      <Icon />
      {children}
    </button>
  )
}
