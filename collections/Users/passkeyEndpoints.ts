import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import {
  commitTransaction,
  type Endpoint,
  initTransaction,
  killTransaction,
  type PayloadRequest,
} from 'payload'

import { storeChallenge, takeChallenge } from '../../src/cms/auth/passkeys/challenges'
import { listPasskeys } from '../../src/cms/auth/passkeys/passkeyViews'
import { relyingParty } from '../../src/cms/auth/passkeys/relyingParty'
import { signInWithoutPassword } from '../../src/cms/auth/passkeys/signInWithoutPassword'
import { queueAccountNotice } from '../../src/mail/jobs/queueAccountNotice'

const NO_STORE = { 'Cache-Control': 'private, no-store' }

/** The longest name a passkey may have (the collection's field says the same). */
const NAME_MAX = 60

const answer = (data: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json({ data }, { status, headers: { ...NO_STORE, ...headers } })

const refuse = (status: number, message: string, field?: string) =>
  Response.json(
    { errors: [{ message, ...(field ? { field } : {}) }] },
    { status, headers: NO_STORE },
  )

const signedOut = () => refuse(401, 'Sign in to manage your passkeys.')

const EXPIRED = 'This passkey request has expired or was already used: start again.'

/** The JSON body, or null when there is none or it is not an object. */
const bodyOf = async (req: PayloadRequest): Promise<Record<string, unknown> | null> => {
  const body = (await req.json?.().catch(() => null)) as unknown
  return body && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : null
}

/** The authenticator's answer as the browser library sends it; null when it is not one. */
const credentialOf = <T extends { id: string; response: object }>(value: unknown): T | null =>
  value &&
  typeof value === 'object' &&
  typeof (value as { id?: unknown }).id === 'string' &&
  typeof (value as { response?: unknown }).response === 'object'
    ? (value as T)
    : null

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Passkeys (issue 32) under `/cms-api/users/passkeys`: the signed-in owner lists, registers and
 * removes their own; anyone may sign in with one as with a password. A passkey is two factors
 * itself (the device and its lock), so it needs no one-time code.
 */
export const passkeyEndpoints: Endpoint[] = [
  {
    path: '/passkeys',
    method: 'get',
    handler: async (req) => {
      if (!req.user) return signedOut()
      return answer(await listPasskeys(req.payload, Number(req.user.id), req))
    },
  },
  {
    path: '/passkeys/registration-options',
    method: 'post',
    handler: async (req) => {
      if (!req.user) return signedOut()
      const rp = relyingParty()
      const existing = await req.payload.find({
        collection: 'passkeys',
        where: { user: { equals: req.user.id } },
        select: { credentialId: true, transports: true },
        pagination: false,
        overrideAccess: true,
        req,
      })
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: req.user.email,
        userID: new TextEncoder().encode(String(req.user.id)),
        attestationType: 'none',
        // One passkey per authenticator: registering the same one again is refused by it.
        excludeCredentials: existing.docs.map((doc) => ({
          id: doc.credentialId,
          transports: (doc.transports ?? undefined) as AuthenticatorTransport[] | undefined,
        })),
        // Discoverable, so that signing in needs no e-mail address; unlocked by its owner.
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      })
      const challengeId = await storeChallenge(req.payload, options.challenge, Number(req.user.id))
      return answer({ challengeId, options })
    },
  },
  {
    path: '/passkeys',
    method: 'post',
    handler: async (req) => {
      if (!req.user) return signedOut()
      const body = await bodyOf(req)
      const name = typeof body?.name === 'string' ? body.name.trim() : ''
      if (!name) return refuse(400, 'Name the passkey, e.g. "Work laptop".', 'name')
      if (name.length > NAME_MAX)
        return refuse(400, `A passkey's name is at most ${NAME_MAX} characters.`, 'name')
      const response = credentialOf<RegistrationResponseJSON>(body?.response)
      if (!response || typeof body?.challengeId !== 'string')
        return refuse(400, "The authenticator's answer is missing.", 'response')
      const stored = await takeChallenge(req.payload, body.challengeId)
      if (!stored || stored.userId !== Number(req.user.id)) return refuse(400, EXPIRED)
      const rp = relyingParty()
      let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>
      try {
        verification = await verifyRegistrationResponse({
          response,
          expectedChallenge: stored.challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          requireUserVerification: true,
        })
      } catch (error) {
        return refuse(400, `The passkey was not accepted: ${reasonOf(error)}`, 'response')
      }
      if (!verification.verified || !verification.registrationInfo)
        return refuse(400, 'The passkey was not accepted.', 'response')
      const { credential } = verification.registrationInfo
      const created = await req.payload.create({
        collection: 'passkeys',
        data: {
          user: Number(req.user.id),
          name,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: credential.transports ?? null,
        },
        overrideAccess: true,
        req,
      })
      // A passkey added is a way in: the owner hears of it at once.
      await queueAccountNotice(req, req.user.email, {
        kind: 'new-passkey',
        name,
        at: new Date().toISOString(),
      })
      return answer({ id: created.id, name, createdAt: created.createdAt, lastUsedAt: null }, 201)
    },
  },
  {
    path: '/passkeys/:id',
    method: 'delete',
    handler: async (req) => {
      if (!req.user) return signedOut()
      const id = Number(req.routeParams?.id)
      const { docs } = await req.payload.delete({
        collection: 'passkeys',
        where: {
          and: [
            { id: { equals: Number.isInteger(id) ? id : -1 } },
            { user: { equals: req.user.id } },
          ],
        },
        overrideAccess: true,
        req,
      })
      if (docs.length === 0) return refuse(404, 'No such passkey on your account.')
      return answer({ removed: docs.length })
    },
  },
  {
    path: '/passkeys/sign-in-options',
    method: 'post',
    handler: async (req) => {
      const rp = relyingParty()
      // No list of credentials: the authenticator offers the passkeys it holds for this site.
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        userVerification: 'required',
      })
      const challengeId = await storeChallenge(req.payload, options.challenge, null)
      return answer({ challengeId, options })
    },
  },
  {
    path: '/passkeys/sign-in',
    method: 'post',
    handler: async (req) => {
      const body = await bodyOf(req)
      const response = credentialOf<AuthenticationResponseJSON>(body?.response)
      if (!response || typeof body?.challengeId !== 'string')
        return refuse(400, "The authenticator's answer is missing.", 'response')
      const stored = await takeChallenge(req.payload, body.challengeId)
      if (!stored || stored.userId !== null) return refuse(400, EXPIRED)
      const { docs } = await req.payload.find({
        collection: 'passkeys',
        where: { credentialId: { equals: response.id } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
        req,
      })
      const passkey = docs[0]
      const NOT_ACCEPTED = "This passkey is not one of this site's: sign in with your password."
      if (!passkey) return refuse(401, NOT_ACCEPTED)
      const rp = relyingParty()
      let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>
      try {
        verification = await verifyAuthenticationResponse({
          response,
          expectedChallenge: stored.challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          requireUserVerification: true,
          credential: {
            id: passkey.credentialId,
            publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
            counter: passkey.counter,
            transports: (passkey.transports ?? undefined) as AuthenticatorTransport[] | undefined,
          },
        })
      } catch (error) {
        return refuse(401, `The passkey was not accepted: ${reasonOf(error)}`)
      }
      if (!verification.verified) return refuse(401, NOT_ACCEPTED)
      const userId = typeof passkey.user === 'object' ? passkey.user.id : passkey.user
      const shouldCommit = await initTransaction(req)
      try {
        await req.payload.db.updateOne({
          collection: 'passkeys',
          id: passkey.id,
          data: {
            counter: verification.authenticationInfo.newCounter,
            lastUsedAt: new Date().toISOString(),
          },
          req,
          returning: false,
        })
        const { cookie, user } = await signInWithoutPassword(req, userId)
        if (shouldCommit) await commitTransaction(req)
        return answer({ user: { id: user.id, email: user.email } }, 200, { 'Set-Cookie': cookie })
      } catch (error) {
        await killTransaction(req)
        throw error
      }
    },
  },
]
