import { type Theme, THEMES } from '@shared/themeBoot'

/** A stored choice as a theme, or null when nothing (or something unknown) is stored. */
export const parseThemeChoice = (stored: string | null | undefined): Theme | null =>
  THEMES.find((theme) => theme === stored) ?? null

/**
 * The theme a page shows: the visitor's own choice, else the owner's default scheme (the Look's;
 * null: none), else their system's preference. The head script (src/shared/themeBoot.ts) makes
 * the same decision before the first paint; a unit test holds the two to the same answers.
 */
export const resolveTheme = (
  choice: Theme | null,
  systemPrefersLight: boolean,
  ownerDefault: Theme | null = null,
): Theme => choice ?? ownerDefault ?? (systemPrefersLight ? 'light' : 'dark')

/** What the dock's toggle switches to. */
export const otherTheme = (theme: Theme): Theme => (theme === 'dark' ? 'light' : 'dark')
