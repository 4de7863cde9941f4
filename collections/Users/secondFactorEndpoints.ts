import type { Endpoint, PayloadRequest } from 'payload'

import { checkSecondFactor } from '../../src/cms/auth/checkSecondFactor'
import { clientAddressOf } from '../../src/cms/auth/clientAddress'
import { qrCodePath } from '../../src/cms/auth/qrCodePath'
import { hashRecoveryCode, newRecoveryCodes } from '../../src/cms/auth/recoveryCodes'
import { SecondFactorError } from '../../src/cms/auth/secondFactorErrors'
import {
  readSecondFactor,
  savePendingSecret,
  turnOffSecondFactor,
  turnOnSecondFactor,
} from '../../src/cms/auth/secondFactorStore'
import { endSessions } from '../../src/cms/auth/sessions'
import { newTotpSecret, totpUri, verifyTotpCode } from '../../src/cms/auth/totpCodes'
import { queueAccountNotice } from '../../src/mail/jobs/queueAccountNotice'

const NO_STORE = { 'Cache-Control': 'private, no-store' }

const answer = (data: unknown, status = 200) =>
  Response.json(status < 400 ? { data } : { errors: [data] }, { status, headers: NO_STORE })

const signedOut = () => answer({ message: 'Sign in to change your second factor.' }, 401)

const codeOf = async (req: PayloadRequest): Promise<string> => {
  const body = (await req.json?.().catch(() => null)) as { code?: unknown } | null
  return typeof body?.code === 'string' ? body.code : ''
}

const currentSid = (req: PayloadRequest) => (req.user as { _sid?: string } | null)?._sid

/** Ends every session of the signed-in owner but this one (the factor changed, issue 32). */
const endOtherSessions = (req: PayloadRequest) => {
  const current = currentSid(req)
  return endSessions(req, req.user!.id, (sid) => sid !== current)
}

/** A refused code as this endpoint answers it (the same words and codes as the login). */
const refused = (error: unknown) => {
  if (!(error instanceof Error) || error.name !== 'SecondFactorError') throw error
  const { code, message, status } = error as SecondFactorError
  return answer({ message, data: { code } }, status)
}

/**
 * The signed-in owner's time-based second factor (issue 32): its state, setup (the secret kept
 * encrypted, never readable afterwards), enable (recovery codes shown once) and disable. Either
 * change ends every other session; wrong codes count against the sign-in limits.
 */
export const secondFactorEndpoints: Endpoint[] = [
  {
    path: '/second-factor',
    method: 'get',
    handler: async (req) => {
      if (!req.user) return signedOut()
      const state = await readSecondFactor(req.payload, req.user.id)
      return answer({
        on: state.on,
        onSince: state.onSince,
        recoveryCodesLeft: state.recoveryCodesLeft,
      })
    },
  },
  {
    path: '/second-factor/setup',
    method: 'post',
    handler: async (req) => {
      if (!req.user) return signedOut()
      if ((await readSecondFactor(req.payload, req.user.id)).on)
        return answer({ message: 'The second factor is on already: turn it off first.' }, 409)
      const secret = newTotpSecret()
      await savePendingSecret(req.payload, req.user.id, secret)
      const uri = totpUri(secret, String(req.user.email))
      return answer({ secret, uri, qr: qrCodePath(uri) })
    },
  },
  {
    path: '/second-factor/enable',
    method: 'post',
    handler: async (req) => {
      if (!req.user) return signedOut()
      const state = await readSecondFactor(req.payload, req.user.id)
      if (state.on) return answer({ message: 'The second factor is on already.' }, 409)
      if (!state.pendingSecret)
        return answer({ message: 'Start again: no new secret is waiting to be confirmed.' }, 409)
      const step = await verifyTotpCode(state.pendingSecret, await codeOf(req), null)
      if (step === null)
        return answer(
          {
            message: 'That code is not right. Check the app shows this account, and try again.',
            data: { code: 'second_factor_invalid' },
          },
          400,
        )
      const codes = newRecoveryCodes()
      const hashes = codes.map((code) => hashRecoveryCode(code, req.payload.secret))
      if (!(await turnOnSecondFactor(req.payload, req.user.id, step, hashes)))
        return answer({ message: 'The second factor changed meanwhile: reload the page.' }, 409)
      const ended = await endOtherSessions(req)
      return answer({ recoveryCodes: codes, endedSessions: ended })
    },
  },
  {
    path: '/second-factor/disable',
    method: 'post',
    handler: async (req) => {
      if (!req.user) return signedOut()
      const user = req.user
      if (!(await readSecondFactor(req.payload, user.id)).on)
        return answer({ message: 'The second factor is off already.' }, 409)
      try {
        await checkSecondFactor(req.payload, user.id, await codeOf(req), clientAddressOf(req))
      } catch (error) {
        return refused(error)
      }
      await turnOffSecondFactor(req.payload, user.id)
      const ended = await endOtherSessions(req)
      await queueAccountNotice(req, String(user.email), {
        kind: 'second-factor-off',
        at: new Date().toISOString(),
      })
      return answer({ on: false, endedSessions: ended })
    },
  },
]
