import { describe, expect, it } from 'vitest'

import { mapJsonResume } from './mapJsonResume'
import { readJsonResume } from './readJsonResume'

const map = (document: unknown) => {
  const { resume, problems } = readJsonResume(JSON.stringify(document))
  if (!resume) throw new Error(JSON.stringify(problems))
  return mapJsonResume(resume)
}

describe('mapJsonResume', () => {
  it('maps basics to the personal info, GitHub and LinkedIn profiles included', () => {
    const { personalInfo, skipped } = map({
      basics: {
        name: 'Jane Doe',
        label: 'Backend Engineer',
        email: 'jane@example.com',
        phone: '+1 555 0100',
        summary: 'I build APIs.\n\nAnd more.',
        location: { city: 'Lisbon', region: 'Portugal', postalCode: '1000' },
        image: 'https://example.com/jane.jpg',
        profiles: [
          { network: 'GitHub', username: 'janedoe' },
          { network: 'LinkedIn', url: 'https://www.linkedin.com/in/jane' },
          { network: 'Mastodon', url: 'https://mastodon.social/@jane' },
        ],
      },
    })
    expect(personalInfo).toEqual({
      path: 'basics',
      input: {
        name: 'Jane Doe',
        title: 'Backend Engineer',
        email: 'jane@example.com',
        phone: '+1 555 0100',
        about: 'I build APIs.\n\nAnd more.',
        bio: 'I build APIs.',
        location: 'Lisbon, Portugal',
        githubUrl: 'https://github.com/janedoe',
        linkedinUrl: 'https://www.linkedin.com/in/jane',
      },
      from: {
        name: 'basics.name',
        title: 'basics.label',
        email: 'basics.email',
        phone: 'basics.phone',
        about: 'basics.summary',
        bio: 'basics.summary',
        location: 'basics.location',
        githubUrl: 'basics.profiles[0].username',
        linkedinUrl: 'basics.profiles[1].url',
      },
    })
    expect(skipped.map((item) => item.path)).toEqual([
      'basics.location.postalCode',
      'basics.profiles[2]',
      'basics.image',
    ])
  })

  it('maps jobs and schools with their periods and natural keys', () => {
    const { records } = map({
      work: [
        {
          name: 'Acme',
          position: 'Engineer',
          startDate: '2019-06',
          summary: 'Built things.',
          highlights: ['Shipped v2'],
          location: 'Remote',
        },
        { name: 'Initech', position: 'Lead', startDate: '2016', endDate: '2019' },
      ],
      education: [
        {
          institution: 'Uni',
          area: 'Computer Science',
          studyType: 'BSc',
          startDate: '2012',
          endDate: '2016',
          courses: ['Algorithms'],
        },
      ],
    })
    expect(records.experiences).toMatchObject([
      {
        key: 'acme|engineer|2019-06',
        path: 'work[0]',
        input: {
          company: 'Acme',
          title: 'Engineer',
          year: 'Jun 2019 - Present',
          location: 'Remote',
          description: 'Built things.\n• Shipped v2',
        },
      },
      {
        key: 'initech|lead|2016',
        path: 'work[1]',
        input: { company: 'Initech', title: 'Lead', year: '2016 - 2019' },
      },
    ])
    expect(records.education[0]).toMatchObject({
      key: 'uni|bsc, computer science|2012',
      path: 'education[0]',
      input: {
        institution: 'Uni',
        title: 'BSc, Computer Science',
        year: '2012 - 2016',
        achievements: ['Algorithms'],
      },
    })
  })

  it('turns named levels into numbers and says which it could not read', () => {
    const { records, skipped } = map({
      skills: [
        { name: 'Go', level: 'Master', keywords: ['gRPC'] },
        { name: 'Rust', level: '4/5' },
        { name: 'Elm', level: 'Ninja' },
        { name: 'Frontend', keywords: ['React', 'Vue'] },
      ],
    })
    expect(
      records.skills.map((skill) => [skill.input.name, skill.input.level, skill.input.category]),
    ).toEqual([
      ['Go', 95, 'General'],
      ['Rust', 80, 'General'],
      ['Elm', 50, 'General'],
      ['React', 50, 'Frontend'],
      ['Vue', 50, 'Frontend'],
    ])
    expect(skipped).toEqual([
      {
        path: 'skills[2].level',
        reason: '"Ninja" is not a level the import knows; the skill gets 50',
      },
    ])
  })

  it('maps projects: highlights to features, keywords to technologies, url to the live link, dates', () => {
    const { records } = map({
      projects: [
        {
          name: 'Shop',
          description: 'A shop.',
          highlights: ['Fast checkout'],
          keywords: ['Next.js'],
          url: 'https://shop.example.com',
          startDate: '2021-03',
          endDate: '2021',
          roles: ['Lead'],
        },
      ],
    })
    expect(records.projects[0]!.input).toEqual({
      title: 'Shop',
      description: 'A shop.',
      category: 'Project',
      technologies: ['Next.js'],
      features: ['Fast checkout'],
      liveUrl: 'https://shop.example.com',
      myRole: 'Lead',
      startDate: '2021-03-01',
      endDate: '2021-01-01',
      status: 'completed',
    })
    expect(records.projects[0]!.from.title).toBe('projects[0].name')
  })

  it('reads addresses as the admin does, code on GitHub as the GitHub link, no end as ongoing', () => {
    const { records } = map({
      projects: [
        { name: 'Miss Direction', url: 'missdirection.example.com', startDate: '2016-08-24' },
        { name: 'Lib', url: 'https://github.com/jane/lib' },
      ],
    })
    expect(records.projects[0]!.input).toMatchObject({
      liveUrl: 'https://missdirection.example.com',
      status: 'in-progress',
    })
    expect(records.projects[1]!.input).toMatchObject({ githubUrl: 'https://github.com/jane/lib' })
    expect(records.projects[1]!.input).not.toHaveProperty('liveUrl')
    expect(records.projects[1]!.input).not.toHaveProperty('status')
  })

  it('names a city that is its own region once', () => {
    const located = (city: string, region: string) =>
      map({ basics: { location: { city, region } } }).personalInfo!.input.location
    expect(located('Berlin', 'Berlin')).toBe('Berlin')
    expect(located('Lisbon', 'Portugal')).toBe('Lisbon, Portugal')
  })

  it('lists by JSON path what has no place, and entries that lack what the site needs', () => {
    const { skipped, records } = map({
      $schema: 'https://example.com/schema.json',
      meta: { version: 'v1.0.0' },
      awards: [{ title: 'A' }, { title: 'B' }],
      languages: [{ language: 'English' }],
      work: [
        { name: 'Acme', position: 'Dev' },
        { name: 'Acme', position: 'Dev', startDate: '2020', url: 'https://acme.example' },
      ],
      interests: [{ name: 'Chess', keywords: ['openings'] }, { keywords: ['x'] }],
    })
    expect(skipped).toEqual([
      { path: 'awards[0]', reason: 'no place for it on the site' },
      { path: 'awards[1]', reason: 'no place for it on the site' },
      { path: 'languages[0]', reason: 'no place for it on the site' },
      { path: 'work[0]', reason: 'a job needs its company (name), position and startDate' },
      { path: 'work[1].url', reason: 'no place for it on the site' },
      { path: 'interests[1]', reason: 'an interest needs its name' },
    ])
    expect(records.interests[0]!.input).toEqual({
      title: 'Chess',
      icon: '⭐',
      description: 'openings',
    })
  })

  it('keeps the first of two entries with one natural key', () => {
    const { records, skipped } = map({ skills: [{ name: 'Go' }, { name: ' go ' }] })
    expect(records.skills).toHaveLength(1)
    expect(skipped).toEqual([
      { path: 'skills[1]', reason: 'the same entry appears earlier in the file' },
    ])
  })
})
