import { describe, expect, it } from 'vitest'

import { aboutStatsFrom, sameAboutStats } from './aboutStats'
import { defaultPersonalInfo } from './sampleData/defaultPersonalInfo'
import { defaultSiteTexts } from './siteTexts'
import { defaultSiteTextsIn } from './siteTextWords/siteTextWordsIn'

describe("About's stats from the profile's numbers", () => {
  it('are written as Home writes them', () => {
    const stats = { yearsExperience: 5, companiesWorked: 3, passionLevel: 90 }
    expect(aboutStatsFrom(stats, 'en')).toEqual({
      yearsValue: '5+',
      companiesValue: '3',
      passionValue: '90%',
    })
    expect(aboutStatsFrom({ ...stats, companiesWorked: 1200 }, 'de').companiesValue).toBe('1.200')
  })

  it("agree with the specification's defaults in every bundled language", () => {
    for (const code of ['en', 'es', 'fr', 'de', 'pt', 'ar']) {
      const about = defaultSiteTextsIn([code]).about
      expect(sameAboutStats(about, aboutStatsFrom(defaultPersonalInfo.stats, code)), code).toBe(
        true,
      )
    }
    expect(defaultSiteTexts.about.yearsValue).toBe('2+')
  })

  it('differ once one side changes', () => {
    const edited = aboutStatsFrom({ ...defaultPersonalInfo.stats, yearsExperience: 6 }, 'en')
    expect(sameAboutStats(defaultSiteTexts.about, edited)).toBe(false)
  })
})
