import type { UIFieldServerProps } from 'payload'

import { aboutStatsFrom } from '../../shared/aboutStats'
import { defaultSiteTextsIn } from '../../shared/siteTextWords/siteTextWordsIn'
import { formLanguages, readHomeStats } from './homeAndAboutStats'
import { UseProfileStats } from './UseProfileStats'

/** Above About's stats: Home's published stats, and a button copying them to About. */
export const AboutStatsFromProfile = async ({ payload, req }: UIFieldServerProps) => {
  const languages = await formLanguages(payload, req)
  const stats = await readHomeStats(payload)
  const locale = languages[0]!
  const values = aboutStatsFrom(stats, locale)
  const number = new Intl.NumberFormat(locale)
  const { yearsValue, companiesValue, passionValue } = defaultSiteTextsIn(languages).about
  return (
    <UseProfileStats
      values={values}
      defaults={{ yearsValue, companiesValue, passionValue }}
      home={
        `${number.format(stats.projectCount)}+ projects, ${values.yearsValue} years and ` +
        `${values.passionValue} passion (and ${values.companiesValue} companies, not shown there)`
      }
      profileUrl={`${payload.config.routes.admin}/globals/personal-info`}
    />
  )
}
