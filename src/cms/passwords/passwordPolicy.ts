import { COMMON_PASSWORDS } from './commonPasswords'

/** NIST SP 800-63B asks for at least 8. */
const MIN_PASSWORD_LENGTH = 12
/** As the contract's login accepts: longer could never log in. */
const MAX_PASSWORD_LENGTH = 1024

const COMMON = new Set(COMMON_PASSWORDS)

export const PASSWORD_RULES =
  `At least ${MIN_PASSWORD_LENGTH} characters; not a common or easily guessed password ` +
  '(such as password123, qwertyuiop or a word repeated); and not containing the name part of ' +
  'your e-mail address. A few unrelated words make a good one.'

/** Any stretch of these (or reversed) is guessed early. */
const SEQUENCES = [
  '01234567890123456789',
  'abcdefghijklmnopqrstuvwxyzabc',
  'qwertyuiopasdfghjklzxcvbnm',
  'qwertzuiopasdfghjklyxcvbnm',
  'azertyuiopqsdfghjklmwxcvbn',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p',
  'zaq1xsw2cde3vfr4bgt5nhy6mju7',
  '1q2w3e4r5t6y7u8i9o0p',
  'q1w2e3r4t5y6u7i8o9p0',
]
const RUNS = [...SEQUENCES, ...SEQUENCES.map((run) => [...run].reverse().join(''))]

const UNLEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
}

const stem = (password: string) => password.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')

const isRepetition = (text: string): boolean => {
  const chars = [...text]
  for (let size = 1; size <= chars.length / 2; size += 1) {
    if (chars.length % size !== 0) continue
    const chunk = chars.slice(0, size).join('')
    if (chunk.repeat(chars.length / size) === text) return true
  }
  return false
}

const isPredictable = (password: string): boolean => {
  const lower = password.toLowerCase()
  const core = stem(lower)
  const unleeted = [...core].map((char) => UNLEET[char] ?? char).join('')
  if ([lower, core, unleeted].some((candidate) => COMMON.has(candidate))) return true
  const isRun = (candidate: string) =>
    candidate.length >= 4 && RUNS.some((run) => run.includes(candidate))
  return isRun(lower) || isRun(core) || isRepetition(lower)
}

/** Parts under 4 letters would refuse too many passwords. */
const emailNames = (email: string): string[] => {
  const local = email.trim().toLowerCase().split('@')[0]!.split('+')[0]!
  const parts = local.split(/[._-]+/).filter((part) => part.length >= 4 && /\p{L}/u.test(part))
  const names = [local, local.replace(/[._-]+/g, ''), ...parts]
  return [...new Set(names)].filter((name) => name.length >= 3)
}

export const passwordProblem = (
  password: string,
  { email }: { email?: string | null } = {},
): string | null => {
  const length = [...password].length
  if (length < MIN_PASSWORD_LENGTH) {
    return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`
  }
  if (length > MAX_PASSWORD_LENGTH) {
    return `The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`
  }
  if (isPredictable(password)) {
    return 'The password is too common or easy to guess.'
  }
  if (email) {
    const lower = password.toLowerCase()
    const compact = lower.replace(/[\s._-]+/g, '')
    const name = emailNames(email).find(
      (candidate) => lower.includes(candidate) || compact.includes(candidate),
    )
    if (name) return `The password must not contain your e-mail name ("${name}").`
  }
  return null
}
