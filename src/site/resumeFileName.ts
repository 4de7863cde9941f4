/** "Jane Doë" → "jane-doe-resume.pdf": the name a visitor's download is saved under. */
export const resumeFileName = (ownerName: string): string => {
  const slug = ownerName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
  return `${slug || 'owner'}-resume.pdf`
}
