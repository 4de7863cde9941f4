'use client'
import { Button, useField } from '@payloadcms/ui'

import { type AboutStatValues, sameAboutStats } from '../../shared/aboutStats'

type Props = {
  /** About's values written from the profile's numbers. */
  values: AboutStatValues
  /** What About shows for a value left empty. */
  defaults: AboutStatValues
  /** Home's stats, in words. */
  home: string
  profileUrl: string
}

/** Says where Home's stats come from, and copies them into About's boxes when they differ. */
export const UseProfileStats = ({ values, defaults, home, profileUrl }: Props) => {
  const fields = {
    yearsValue: useField<string>({ path: 'about.yearsValue' }),
    companiesValue: useField<string>({ path: 'about.companiesValue' }),
    passionValue: useField<string>({ path: 'about.passionValue' }),
  }
  const names = Object.keys(fields) as (keyof AboutStatValues)[]
  const shown = Object.fromEntries(
    names.map((name) => [name, fields[name].value?.trim() || defaults[name]]),
  ) as AboutStatValues
  const same = sameAboutStats(shown, values)
  return (
    <div className="field-type" data-testid="about-stats-sync" style={{ marginBottom: 24 }}>
      <p style={{ margin: '0 0 8px' }}>
        These three stats are About&apos;s own. Home shows {home}, from{' '}
        <a href={profileUrl}>Personal info → Stats</a>.{' '}
        {same ? 'About shows the same values.' : 'About shows other values.'}
      </p>
      {!same && (
        <Button
          buttonStyle="secondary"
          size="small"
          onClick={() => names.forEach((name) => fields[name].setValue(values[name]))}
        >
          Use the same values as Personal info
        </Button>
      )}
    </div>
  )
}
