import { generateSecret, generateURI, verify } from 'otplib'

const ISSUER = 'Portfolio admin'

/** One step either side of now (a clock off, a code typed as it changed): three codes at most. */
const TOLERANCE_SECONDS = 30

export const newTotpSecret = (): string => generateSecret()

export const totpUri = (secret: string, email: string): string =>
  generateURI({ issuer: ISSUER, label: email, secret })

/** A right code's time step, or null; none up to `lastStep`: each code signs in once. */
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
