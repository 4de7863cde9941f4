import type { ProjectDto } from '@shared/apiTypes'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router-dom'

import { BackLink } from '@/components/ui/back-link'
import type { CtaTexts } from '@/components/ui/call-to-action'
import { LockIcon } from '@/components/ui/icons'
import { projectWords } from '@/i18n/en/project'
import { projectAccessWords } from '@/i18n/en/project-access'
import { useSiteWords } from '@/i18n/site-words-provider'
import { ApiError } from '@/lib/api-error'
import type { ProjectKey } from '@/lib/data-source/data-source'
import { dataSource } from '@/lib/data-source/data-source-instance'
import { usePageLanguage, usePaths } from '@/lib/page-language'
import { textLang } from '@/lib/text-language'
import { openedProjectQuery } from '../api/get-projects'
import { ProjectDetail } from './project-detail'
import './protected-project.css'

const WORDS = { ...projectWords, ...projectAccessWords }

/** The share link's parameter: `/projects/7?access=…`. */
const LINK_PARAM = 'access'

type MessageKey = keyof typeof projectAccessWords

/** The contract's refusal → the words a visitor reads. */
const messageOf = (error: unknown): MessageKey => {
  const code = error instanceof ApiError ? error.code : ''
  switch (code) {
    case 'wrong_password':
      return 'project.wrongPassword'
    case 'too_many_attempts':
    case 'rate_limited':
      return 'project.tooManyAttempts'
    case 'link_revoked':
      return 'project.linkRevoked'
    case 'link_expired':
      return 'project.linkExpired'
    case 'invalid_link':
      return 'project.linkInvalid'
    default:
      return 'project.openFailed'
  }
}

type ProtectedProjectProps = {
  /** The project as the list shows it: title, category and teaser. */
  teaser: ProjectDto
  cta: CtaTexts
  posts?: ReactNode
}

/**
 * A protected project's page (issue 49): the whole project once this visitor opened it, else its
 * teaser with a password form (or, shared by link only, word that a link is needed). A share
 * link's token in the address opens it once, then leaves the address.
 */
export const ProtectedProject = ({ teaser, cta, posts }: ProtectedProjectProps) => {
  const page = usePageLanguage()
  const paths = usePaths()
  const { t } = useSiteWords(WORDS)
  const queryClient = useQueryClient()
  const [params, setParams] = useSearchParams()
  const linkToken = params.get(LINK_PARAM)
  const query = openedProjectQuery(teaser.slug, page)
  const opened = useQuery({ ...query, enabled: !linkToken })
  // A share link opens the project once; its token then leaves the address (and the history).
  // Refused, it stays there with the reason shown.
  const viaLink = useQuery({
    queryKey: [...query.queryKey, 'link', linkToken],
    queryFn: () => dataSource.projects.open(teaser.slug, { link: linkToken! }, page.locale),
    enabled: Boolean(linkToken),
    // One use per visit: a refused link is not tried again behind the visitor's back.
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    gcTime: 0,
  })
  const [password, setPassword] = useState('')
  const [typedError, setError] = useState<MessageKey | null>(null)
  const error = typedError ?? (viaLink.error ? messageOf(viaLink.error) : null)
  const [sending, setSending] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)

  const open = async (key: ProjectKey) => {
    setSending(true)
    try {
      const project = await dataSource.projects.open(teaser.slug, key, page.locale)
      queryClient.setQueryData(query.queryKey, project)
      setError(null)
      return true
    } catch (failure) {
      setError(messageOf(failure))
      return false
    } finally {
      setSending(false)
    }
  }

  const openedByLink = viaLink.data
  useEffect(() => {
    if (!openedByLink) return
    queryClient.setQueryData(query.queryKey, openedByLink)
    setParams(
      (current) => {
        current.delete(LINK_PARAM)
        return current
      },
      { replace: true },
    )
  }, [openedByLink, queryClient, query.queryKey, setParams])

  const project = opened.data ?? openedByLink
  if (project && !project.locked) return <ProjectDetail project={project} cta={cta} posts={posts} />

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!password) {
      setError('project.passwordRequired')
      inputRef.current?.focus()
      return
    }
    if (!(await open({ password }))) inputRef.current?.focus()
  }

  const byPassword = teaser.visibility === 'password'
  return (
    <article className="protected-project" data-testid="protected-project">
      <BackLink className="project-detail__back" to={paths.projects} label={t('project.back')} />
      <div className="glass protected-project__panel">
        <span className="protected-project__mark">
          <LockIcon />
          {t('project.protected')}
        </span>
        <span className="badge badge--accent" {...textLang(teaser, 'category')}>
          {teaser.category}
        </span>
        <h1 className="title-xl protected-project__title" {...textLang(teaser, 'title')}>
          {teaser.title}
        </h1>
        {teaser.teaser ? (
          <p className="protected-project__teaser" {...textLang(teaser, 'teaser')}>
            {teaser.teaser}
          </p>
        ) : null}
        <p className="muted">{t(byPassword ? 'project.passwordIntro' : 'project.linkOnlyIntro')}</p>
        {byPassword ? (
          <form className="protected-project__form" onSubmit={onSubmit} noValidate>
            <div className="field">
              <label className="field__label" htmlFor="project-password">
                {t('project.passwordLabel')}
              </label>
              <input
                ref={inputRef}
                id="project-password"
                name="password"
                type="password"
                className="input"
                autoComplete="current-password"
                required
                aria-required="true"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'project-password-error' : undefined}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
              {error ? (
                <p id="project-password-error" className="field__error" role="alert">
                  {t(error)}
                </p>
              ) : null}
            </div>
            <button type="submit" className="btn btn--primary" disabled={sending}>
              {sending ? <span className="spinner" aria-hidden="true" /> : <LockIcon />}
              {t(sending ? 'project.opening' : 'project.open')}
            </button>
          </form>
        ) : error ? (
          <p className="field__error" role="alert">
            {t(error)}
          </p>
        ) : null}
      </div>
    </article>
  )
}
