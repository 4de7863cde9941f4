import { describe, expect, it } from 'vitest'

import { isPdf, safePdfName } from './sniffPdf'

describe('isPdf', () => {
  it('accepts content that starts with the PDF header', () => {
    expect(isPdf(Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj'))).toBe(true)
  })

  it('refuses a PNG, a text file and an empty file, whatever they are called', () => {
    expect(isPdf(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(false)
    expect(isPdf(Buffer.from('Curriculum vitae: plain text'))).toBe(false)
    expect(isPdf(Buffer.from(' %PDF-1.4'))).toBe(false)
    expect(isPdf(new Uint8Array())).toBe(false)
  })
})

describe('safePdfName', () => {
  it('folds the name to a safe slug and always ends in .pdf', () => {
    expect(safePdfName('Jane Doë — CV (2026).PDF')).toBe('jane-doe-cv-2026.pdf')
    expect(safePdfName('../../etc/passwd')).toBe('passwd.pdf')
    expect(safePdfName('.pdf')).toBe('document.pdf')
  })
})
