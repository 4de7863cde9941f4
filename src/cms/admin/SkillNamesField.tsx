'use client'
import {
  Button,
  FieldDescription,
  FieldError,
  FieldLabel,
  useConfig,
  useField,
} from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'
import { useEffect, useState } from 'react'

type SkillName = { id: number; name: string }

/** Skill names picked from the skills that exist; one whose skill is gone is marked. */
export const SkillNamesField = ({ path, field }: TextFieldClientProps) => {
  const name = path ?? field.name
  const { value, setValue, showError, errorMessage } = useField<string[]>({ path: name })
  const {
    config: {
      routes: { api },
      serverURL,
    },
  } = useConfig()
  const [skills, setSkills] = useState<SkillName[] | null>(null)
  const chosen = Array.isArray(value) ? value : []

  useEffect(() => {
    const query = 'limit=0&depth=0&sort=name&select[name]=true&where[deleted][not_equals]=true'
    void fetch(`${serverURL}${api}/skills?${query}`, { credentials: 'include' })
      .then((res) => (res.ok ? res.json() : { docs: [] }))
      .then((body: { docs: SkillName[] }) => setSkills(body.docs))
      .catch(() => setSkills([]))
  }, [api, serverURL])

  const known = new Set((skills ?? []).map((skill) => skill.name))
  const move = (index: number) =>
    setValue(
      chosen.map((item, i) =>
        i === index - 1 ? chosen[index]! : i === index ? chosen[index - 1]! : item,
      ),
    )

  return (
    <div className="field-type" style={{ marginBottom: 24 }}>
      <FieldLabel
        label={typeof field.label === 'string' ? field.label : name}
        path={name}
        required
      />
      {showError ? <FieldError path={name} message={errorMessage} showError /> : null}
      <ol data-testid="skill-names" style={{ margin: '8px 0', paddingLeft: 24 }}>
        {chosen.map((item, index) => (
          <li key={item} style={{ marginBottom: 6 }}>
            <span
              style={{ display: 'inline-flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}
            >
              <strong>{item}</strong>
              {skills && !known.has(item) ? (
                <em style={{ color: 'var(--theme-error-500)' }}>
                  no skill has this name: not shown
                </em>
              ) : null}
              <Button
                buttonStyle="subtle"
                size="small"
                margin={false}
                disabled={index === 0}
                onClick={() => move(index)}
                aria-label={`Move ${item} up`}
              >
                ↑
              </Button>
              <Button
                buttonStyle="subtle"
                size="small"
                margin={false}
                onClick={() => setValue(chosen.filter((other) => other !== item))}
                aria-label={`Remove ${item}`}
              >
                Remove
              </Button>
            </span>
          </li>
        ))}
      </ol>
      <select
        aria-label="Add a skill"
        value=""
        disabled={!skills}
        onChange={(event) => event.target.value && setValue([...chosen, event.target.value])}
        style={{ padding: 8, borderRadius: 4, border: '1px solid var(--theme-elevation-150)' }}
      >
        <option value="">{skills ? 'Add a skill…' : 'Loading skills…'}</option>
        {(skills ?? [])
          .filter((skill) => !chosen.includes(skill.name))
          .map((skill) => (
            <option key={skill.id} value={skill.name}>
              {skill.name}
            </option>
          ))}
      </select>
      <FieldDescription path={name} description={field.admin?.description as string | undefined} />
    </div>
  )
}
