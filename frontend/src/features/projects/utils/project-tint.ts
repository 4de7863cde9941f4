/** Soft backdrops behind emoji pictures, so a grid of cards is not one flat colour. */
const TINTS = [
  'linear-gradient(135deg, rgba(99, 102, 241, 0.45), rgba(6, 182, 212, 0.25))',
  'linear-gradient(135deg, rgba(139, 92, 246, 0.45), rgba(236, 72, 153, 0.22))',
  'linear-gradient(135deg, rgba(16, 185, 129, 0.38), rgba(6, 182, 212, 0.25))',
  'linear-gradient(135deg, rgba(245, 158, 11, 0.35), rgba(239, 68, 68, 0.22))',
  'linear-gradient(135deg, rgba(59, 130, 246, 0.45), rgba(139, 92, 246, 0.25))',
  'linear-gradient(135deg, rgba(236, 72, 153, 0.35), rgba(99, 102, 241, 0.28))',
]

/** The backdrop for a project, stable per id. */
export const projectTint = (id: number): string => TINTS[Math.abs(id) % TINTS.length]
