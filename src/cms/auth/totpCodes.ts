import { generateSecret, generateURI, verify } from 'otplib'

/** The name authenticator apps show above the code. */
const ISSUER = 'Portfolio admin'

/**
 * A code is accepted one 30-second step either side of now (a phone's clock a little off, a code
 * typed as it changed): three codes are valid at any moment, never more.
 */
const TOLERANCE_SECONDS = 30

/** A new authenticator secret (160 random bits, base32, as authenticator apps expect). */
export const newTotpSecret = (): string => generateSecret()

/** The `otpauth://` address a QR code carries to the authenticator app. */
export const totpUri = (secret: string, email: string): string =>
  generateURI({ issuer: ISSUER, label: email, secret })

/**
 * The time step of a right code, or null. A code of `lastStep` or earlier is refused even when
 * right: each code signs in once, and never after a later one has.
 */
export const verifyTotpCode = async (
  secret: string,
  code: string,
  lastStep: number | null,
): Promise<number | null> => {
  const token = code.replace(/\s/g, '')
  if (!/^\d{6}$/.test(token)) return null
  const result = await verify({
    secret,
    token,
    epochTolerance: TOLERANCE_SECONDS,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  }).catch(() => ({ valid: false as const }))
  return result.valid && 'timeStep' in result ? result.timeStep : null
}
