import { create } from 'qrcode'

/** A QR code as one SVG path: `size` modules square, each dark module a 1×1 square in `d`. */
export type QrCodePath = { size: number; d: string }

/** A QR code as SVG path data: nothing the admin's CSP must allow. */
export const qrCodePath = (text: string): QrCodePath => {
  const { modules } = create(text, { errorCorrectionLevel: 'M' })
  const squares: string[] = []
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col)) squares.push(`M${col} ${row}h1v1h-1z`)
  return { size: modules.size, d: squares.join('') }
}
