/** Up to two initials from a name ('Alex Morgan' → 'AM'), for the avatar's last fallback. */
export const initialsOf = (name: string): string => {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return '?'
  const letters = words.length === 1 ? [words[0][0]] : [words[0][0], words[words.length - 1][0]]
  return letters.join('').toUpperCase()
}

/**
 * A two-letter badge for a technology: capitals when the name has several ('TypeScript' → 'TS'),
 * word initials for multi-word names ('Node.js' → 'NJ'), else its first two letters ('React' → 'Re').
 */
export const monogram = (name: string): string => {
  const words = name.split(/[\s./_-]+/).filter(Boolean)
  if (words.length === 0) return '?'
  if (words.length > 1) return (words[0][0] + words[1][0]).toUpperCase()
  const capitals = words[0].replace(/[^A-Z]/g, '')
  if (capitals.length >= 2) return capitals.slice(0, 2)
  return words[0][0].toUpperCase() + (words[0][1] ?? '').toLowerCase()
}
