import { signPreviewToken } from '../../../src/platform/preview/previewToken'
import { candidateSecrets } from '../security/helpers/forgeToken'
import { baseURL } from '../fileServer'

let secret: string | undefined

/** The test server's secret: the candidate whose token the server grants. */
const serverSecret = async (): Promise<string> => {
  if (secret) return secret
  for (const candidate of candidateSecrets()) {
    const token = signPreviewToken(
      { content: 'projects', expiresAt: Date.now() + 60_000 },
      candidate,
    )
    const page = await (await fetch(`${baseURL}/?preview=${token}`)).text()
    if (page.includes('<meta name="preview-status" content="granted">')) return (secret = candidate)
  }
  throw new Error('None of the candidate secrets is the test server’s')
}

/** A preview token as the admin issues it, for `content`, living `lifetimeMs` (negative: expired). */
export const previewTokenFor = async (
  content: string,
  { id, lifetimeMs = 15 * 60_000 }: { id?: number; lifetimeMs?: number } = {},
): Promise<string> =>
  signPreviewToken(
    { content, ...(id !== undefined ? { id } : {}), expiresAt: Date.now() + lifetimeMs },
    await serverSecret(),
  )
