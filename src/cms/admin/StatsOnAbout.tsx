import type { UIFieldServerProps } from 'payload'

import { aboutStatsFrom, sameAboutStats } from '../../shared/aboutStats'
import { defaultPersonalInfo } from '../../shared/sampleData/defaultPersonalInfo'
import { formLanguages, readAboutStats } from './homeAndAboutStats'

/** About's own stats, and whether they agree with these. */
export const StatsOnAbout = async ({ data, payload, req }: UIFieldServerProps) => {
  const languages = await formLanguages(payload, req)
  const { values, labels } = await readAboutStats(payload, languages)
  const stored = (data?.stats ?? {}) as Record<string, unknown>
  const number = (name: keyof typeof defaultPersonalInfo.stats) =>
    typeof stored[name] === 'number' ? stored[name] : defaultPersonalInfo.stats[name]
  const fromHere = aboutStatsFrom(
    {
      yearsExperience: number('yearsExperience'),
      companiesWorked: number('companiesWorked'),
      passionLevel: number('passionLevel'),
    },
    languages[0]!,
  )
  const shown = [values.yearsValue, values.companiesValue, values.passionValue]
  return (
    <div className="field-type" style={{ marginBottom: 24 }}>
      <p data-testid="stats-on-about" style={{ margin: 0 }}>
        About shows its own stats, edited in{' '}
        <a href={`${payload.config.routes.admin}/globals/site-texts`}>Site texts → About</a>:{' '}
        {shown.map((value, index) => `${value} ${labels[index]}`).join(' · ')}.{' '}
        {sameAboutStats(values, fromHere)
          ? 'They match these numbers.'
          : 'They differ from these numbers: after publishing, “Use the same values as Personal info” there copies them.'}
      </p>
    </div>
  )
}
