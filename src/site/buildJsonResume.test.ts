import { describe, expect, it } from 'vitest'

import type { ProjectDto } from '../shared/apiTypes'
import { defaultPersonalInfo } from '../shared/sampleData/defaultPersonalInfo'
import { buildJsonResume, datesOf } from './buildJsonResume'
import { resumeFileName } from './resumeFileName'

describe('datesOf', () => {
  it('reads years from a free-text period; an open one has no end', () => {
    expect(datesOf('2022 - Present')).toEqual({ startDate: '2022' })
    expect(datesOf('2018 – 2022')).toEqual({ startDate: '2018', endDate: '2022' })
    expect(datesOf('2020')).toEqual({ startDate: '2020', endDate: '2020' })
    expect(datesOf('Summer')).toEqual({})
  })
})

describe('buildJsonResume', () => {
  it('maps the profile, timelines, skills, projects and interests, leaving out empty values', () => {
    const resume = buildJsonResume(
      {
        info: { ...defaultPersonalInfo, phone: '' },
        experiences: [
          {
            id: 1,
            year: '2022 - Present',
            title: 'Engineer',
            company: 'Acme',
            location: '',
            description: 'Builds things.',
            skills: ['React'],
            deleted: false,
          },
        ],
        education: [
          {
            id: 2,
            year: '2016 - 2020',
            title: 'B.Sc. Computer Science',
            institution: 'Uni',
            location: 'Toronto',
            description: '',
            achievements: [],
            deleted: false,
          },
        ],
        skills: [
          {
            id: 3,
            slug: 'aws',
            name: 'AWS',
            description: '',
            category: 'Cloud',
            level: 60,
            color: '',
            deleted: false,
          },
          {
            id: 4,
            slug: 'react',
            name: 'React',
            description: '',
            category: 'Frontend',
            level: 90,
            color: '',
            deleted: false,
          },
        ],
        projects: [
          {
            title: 'Shop',
            description: 'A shop.',
            features: ['Fast checkout'],
            technologies: ['Next.js'],
            liveUrl: 'https://shop.example.com',
            startDate: '2023-03-01',
            endDate: null,
            myRole: '',
            category: 'Web App',
          } as unknown as ProjectDto,
        ],
        interests: [
          { id: 5, icon: '📷', title: 'Photography', description: '', color: '', deleted: false },
        ],
        updatedAt: '2026-11-24T00:00:00.000Z',
      },
      'https://jane.example',
    )
    expect(resume.basics).toMatchObject({
      name: defaultPersonalInfo.name,
      label: defaultPersonalInfo.title,
      url: 'https://jane.example',
      location: { city: 'Toronto', region: 'Canada' },
      profiles: [
        { network: 'GitHub', username: 'alexmorgan-dev', url: defaultPersonalInfo.githubUrl },
        { network: 'LinkedIn', username: 'alexmorgan-dev', url: defaultPersonalInfo.linkedinUrl },
      ],
    })
    expect(resume.basics).not.toHaveProperty('phone')
    expect(resume.work).toEqual([
      { name: 'Acme', position: 'Engineer', startDate: '2022', summary: 'Builds things.' },
    ])
    expect(resume.education).toEqual([
      { institution: 'Uni', area: 'B.Sc. Computer Science', startDate: '2016', endDate: '2020' },
    ])
    // In the closed category order, empty categories left out.
    expect(resume.skills).toEqual([
      { name: 'Frontend', keywords: ['React'] },
      { name: 'Cloud', keywords: ['AWS'] },
    ])
    expect(resume.projects).toEqual([
      {
        name: 'Shop',
        description: 'A shop.',
        highlights: ['Fast checkout'],
        keywords: ['Next.js'],
        url: 'https://shop.example.com',
        startDate: '2023-03-01',
        type: 'Web App',
      },
    ])
    expect(resume.interests).toEqual([{ name: 'Photography' }])
  })
})

describe('resumeFileName', () => {
  it('names the download after the owner, in safe ASCII', () => {
    expect(resumeFileName('Jane Doë')).toBe('jane-doe-resume.pdf')
    expect(resumeFileName('"; rm -rf /')).toBe('rm-rf-resume.pdf')
    expect(resumeFileName('')).toBe('owner-resume.pdf')
  })
})
