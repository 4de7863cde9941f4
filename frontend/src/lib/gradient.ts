/**
 * The CMS stores colours as Tailwind-style class strings ('from-blue-500 via-x to-cyan-500').
 * This turns them into a CSS gradient without shipping Tailwind: only the palette colours the
 * content uses (and their neighbours) are listed.
 */
const PALETTE: Record<string, Record<number, string>> = {
  slate: {
    300: '#cbd5e1',
    400: '#94a3b8',
    500: '#64748b',
    600: '#475569',
    700: '#334155',
    800: '#1e293b',
    900: '#0f172a',
  },
  gray: {
    300: '#d1d5db',
    400: '#9ca3af',
    500: '#6b7280',
    600: '#4b5563',
    700: '#374151',
    800: '#1f2937',
    900: '#111827',
  },
  zinc: {
    400: '#a1a1aa',
    500: '#71717a',
    600: '#52525b',
    700: '#3f3f46',
    800: '#27272a',
    900: '#18181b',
  },
  red: {
    300: '#fca5a5',
    400: '#f87171',
    500: '#ef4444',
    600: '#dc2626',
    700: '#b91c1c',
    800: '#991b1b',
    900: '#7f1d1d',
  },
  orange: {
    300: '#fdba74',
    400: '#fb923c',
    500: '#f97316',
    600: '#ea580c',
    700: '#c2410c',
    800: '#9a3412',
  },
  amber: { 300: '#fcd34d', 400: '#fbbf24', 500: '#f59e0b', 600: '#d97706', 700: '#b45309' },
  yellow: { 300: '#fde047', 400: '#facc15', 500: '#eab308', 600: '#ca8a04', 700: '#a16207' },
  lime: { 400: '#a3e635', 500: '#84cc16', 600: '#65a30d', 700: '#4d7c0f' },
  green: {
    300: '#86efac',
    400: '#4ade80',
    500: '#22c55e',
    600: '#16a34a',
    700: '#15803d',
    800: '#166534',
  },
  emerald: { 300: '#6ee7b7', 400: '#34d399', 500: '#10b981', 600: '#059669', 700: '#047857' },
  teal: { 300: '#5eead4', 400: '#2dd4bf', 500: '#14b8a6', 600: '#0d9488', 700: '#0f766e' },
  cyan: { 300: '#67e8f9', 400: '#22d3ee', 500: '#06b6d4', 600: '#0891b2', 700: '#0e7490' },
  sky: { 300: '#7dd3fc', 400: '#38bdf8', 500: '#0ea5e9', 600: '#0284c7', 700: '#0369a1' },
  blue: {
    300: '#93c5fd',
    400: '#60a5fa',
    500: '#3b82f6',
    600: '#2563eb',
    700: '#1d4ed8',
    800: '#1e40af',
  },
  indigo: {
    300: '#a5b4fc',
    400: '#818cf8',
    500: '#6366f1',
    600: '#4f46e5',
    700: '#4338ca',
    800: '#3730a3',
  },
  violet: { 300: '#c4b5fd', 400: '#a78bfa', 500: '#8b5cf6', 600: '#7c3aed', 700: '#6d28d9' },
  purple: { 300: '#d8b4fe', 400: '#c084fc', 500: '#a855f7', 600: '#9333ea', 700: '#7e22ce' },
  fuchsia: { 400: '#e879f9', 500: '#d946ef', 600: '#c026d3', 700: '#a21caf' },
  pink: { 300: '#f9a8d4', 400: '#f472b6', 500: '#ec4899', 600: '#db2777', 700: '#be185d' },
  rose: { 300: '#fda4af', 400: '#fb7185', 500: '#f43f5e', 600: '#e11d48', 700: '#be123c' },
}

const NAMED: Record<string, string> = { black: '#000000', white: '#ffffff' }

/** Every colour name the table knows ('black', 'blue-500', …): what a `from-`/`via-`/`to-` class may name. */
export const KNOWN_COLOURS: string[] = [
  ...Object.keys(NAMED),
  ...Object.entries(PALETTE).flatMap(([hue, shades]) =>
    Object.keys(shades).map((shade) => `${hue}-${shade}`),
  ),
]

const DEFAULT_STOPS = ['#6366f1', '#06b6d4']
/** The site's accent gradient, used when a value names no colour this table knows. */
export const DEFAULT_GRADIENT = `linear-gradient(135deg, ${DEFAULT_STOPS.join(', ')})`

const resolveColour = (token: string): string | undefined => {
  if (NAMED[token]) return NAMED[token]
  const match = /^([a-z]+)-(\d{2,3})$/.exec(token)
  if (!match) return undefined
  return PALETTE[match[1]]?.[Number(match[2])]
}

/** The colours (#rrggbb) of 'from-… [via-…] to-…' in order; the site's accent colours if none is known. */
export const gradientStops = (classes: string | null | undefined): string[] => {
  const stops: Partial<Record<'from' | 'via' | 'to', string>> = {}
  for (const part of (classes ?? '').trim().split(/\s+/)) {
    const match = /^(?:bg-gradient-to-[a-z]+|(from|via|to)-(.+))$/.exec(part)
    if (!match?.[1]) continue
    // An opacity suffix ('blue-500/50') keeps the colour; the gradient is drawn opaque.
    const colour = resolveColour(match[2].replace(/\/\d+$/, ''))
    if (colour) stops[match[1] as 'from' | 'via' | 'to'] = colour
  }
  const colours = [stops.from, stops.via, stops.to].filter((c): c is string => Boolean(c))
  return colours.length > 0 ? colours : DEFAULT_STOPS
}

/** The 135° `linear-gradient` through `colours` (one colour: a solid one). */
export const linearGradient = (colours: string[]): string =>
  `linear-gradient(135deg, ${(colours.length === 1 ? [colours[0], colours[0]] : colours).join(', ')})`

/**
 * Maps 'from-… [via-…] to-…' to a 135° `linear-gradient`; a lone known colour becomes a solid
 * gradient, and anything unrecognised falls back to DEFAULT_GRADIENT.
 */
export const gradientFromClasses = (classes: string | null | undefined): string =>
  linearGradient(gradientStops(classes))

/** The first colour of the gradient, for accents that need a single colour (borders, glows). */
export const accentFromClasses = (classes: string | null | undefined): string =>
  /#[0-9a-f]{6}/i.exec(gradientFromClasses(classes))?.[0] ?? '#6366f1'
