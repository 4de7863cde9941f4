import { describe, expect, it } from 'vitest'

import { defaultPersonalInfo } from '../sampleData/defaultPersonalInfo'
import { sampleProjects } from '../sampleData/sampleProjects'
import {
  cardText,
  pageSocialCard,
  projectSocialCard,
  socialCardAlt,
  socialCardPath,
  socialCardVersion,
} from './socialCard'

const info = { ...defaultPersonalInfo, name: 'Riley Okafor', title: 'Staff Platform Engineer' }
const project = sampleProjects[0]!

describe('what a card shows', () => {
  it('a page: the page as its label, the owner’s name and title', () => {
    expect(pageSocialCard('skills', info)).toEqual({
      name: 'skills',
      kicker: 'Skills & Expertise',
      heading: 'Riley Okafor',
      subheading: 'Staff Platform Engineer',
      chips: [],
      byline: '',
    })
    expect(pageSocialCard('home', info).kicker).toBe('Portfolio')
  })

  it('a project: its category, title and first four technologies, by the owner', () => {
    expect(projectSocialCard(project, info)).toEqual({
      name: 'projects/1',
      kicker: 'Web App',
      heading: 'E-Commerce Platform',
      subheading: '',
      chips: ['React', 'Node.js', 'Express', 'MongoDB'],
      byline: 'Riley Okafor · Staff Platform Engineer',
    })
  })

  it('a project without category or technologies still has a label and no empty chips', () => {
    const card = projectSocialCard({ ...project, category: '', technologies: [' ', ''] }, info)
    expect(card.kicker).toBe('Project')
    expect(card.chips).toEqual([])
  })

  it('text is kept as text: markup characters and emoji stay, control characters and runs of space go', () => {
    expect(cardText(' Evil "quoted" </script><script>alert(1)</script> 🚀 ')).toBe(
      'Evil "quoted" </script><script>alert(1)</script> 🚀',
    )
    expect(cardText('a\u0000b\nc\t\u202Ed\u00a0 e')).toBe('a b c d e')
    // Emoji sequences keep their joiners and variation selectors.
    expect(cardText('👩‍💻 ❤️')).toBe('👩‍💻 ❤️')
  })

  it('overlong text is cut with an ellipsis, never inside a surrogate pair', () => {
    const cut = cardText('😀'.repeat(300), 10)
    expect(Array.from(cut)).toHaveLength(10)
    expect(cut.endsWith('😀…')).toBe(true)
    expect(cardText(null)).toBe('')
  })
})

describe('where a card is served', () => {
  it('at /og/{name}.png with a version that follows its content', () => {
    const card = pageSocialCard('home', info)
    expect(socialCardPath(card)).toMatch(/^\/og\/home\.png\?v=[0-9a-z]+$/)
    expect(socialCardPath(projectSocialCard(project, info))).toMatch(/^\/og\/projects\/1\.png\?v=/)
    // The same content always has the same version (the browser and the server agree) …
    expect(socialCardVersion(pageSocialCard('home', { ...info }))).toBe(socialCardVersion(card))
    // … and a rename, or an edit of a project's technologies, gives a new one.
    expect(socialCardVersion(pageSocialCard('home', { ...info, name: 'Riley O.' }))).not.toBe(
      socialCardVersion(card),
    )
    expect(
      socialCardVersion(projectSocialCard({ ...project, technologies: ['Go'] }, info)),
    ).not.toBe(socialCardVersion(projectSocialCard(project, info)))
  })

  it('its alt text says what it shows', () => {
    expect(socialCardAlt(pageSocialCard('about', info))).toBe(
      'Riley Okafor, Staff Platform Engineer — About Me',
    )
    expect(socialCardAlt(projectSocialCard(project, info))).toBe(
      'E-Commerce Platform — Web App: React, Node.js, Express, MongoDB (by Riley Okafor · Staff Platform Engineer)',
    )
  })
})
