type ProfileStats = { yearsExperience: number; companiesWorked: number; passionLevel: number }

export type AboutStatValues = { yearsValue: string; companiesValue: string; passionValue: string }

/** As Home writes them ("5+", "90%"). */
export const aboutStatsFrom = (stats: ProfileStats, locale: string): AboutStatValues => {
  const number = new Intl.NumberFormat(locale)
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 })
  return {
    yearsValue: `${number.format(stats.yearsExperience)}+`,
    companiesValue: number.format(stats.companiesWorked),
    passionValue: percent.format(stats.passionLevel / 100),
  }
}

export const sameAboutStats = (shown: AboutStatValues, fromProfile: AboutStatValues): boolean => {
  const plain = (text: string) => text.replace(/[\s\u200e\u200f\u061c]/g, '')
  return (Object.keys(fromProfile) as (keyof AboutStatValues)[]).every(
    (name) => plain(shown[name]) === plain(fromProfile[name]),
  )
}
