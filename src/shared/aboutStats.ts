/** The numbers of the profile's stats (Personal info → Stats), which Home shows. */
type ProfileStats = { yearsExperience: number; companiesWorked: number; passionLevel: number }

/** About's three stat values (Site texts → About). */
export type AboutStatValues = { yearsValue: string; companiesValue: string; passionValue: string }

/** About's stats written from the profile's numbers as Home writes them ("5+", "90%"). */
export const aboutStatsFrom = (stats: ProfileStats, locale: string): AboutStatValues => {
  const number = new Intl.NumberFormat(locale)
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 })
  return {
    yearsValue: `${number.format(stats.yearsExperience)}+`,
    companiesValue: number.format(stats.companiesWorked),
    passionValue: percent.format(stats.passionLevel / 100),
  }
}

/** Whether About shows the same values as `aboutStatsFrom` writes (spaces aside). */
export const sameAboutStats = (shown: AboutStatValues, fromProfile: AboutStatValues): boolean => {
  const plain = (text: string) => text.replace(/[\s\u200e\u200f\u061c]/g, '')
  return (Object.keys(fromProfile) as (keyof AboutStatValues)[]).every(
    (name) => plain(shown[name]) === plain(fromProfile[name]),
  )
}
