import { describe, expect, it } from 'vitest'

import { defaultPersonalInfo } from '../../shared/sampleData/defaultPersonalInfo'
import { sampleProjects } from '../../shared/sampleData/sampleProjects'
import { socialCardNamed } from './socialCardNamed'

const data = { info: defaultPersonalInfo, projects: sampleProjects.slice(0, 2) }

describe('socialCardNamed', () => {
  it.each(['home', 'skills', 'projects', 'about', 'contact'])('%s is a page card', (name) => {
    expect(socialCardNamed(name, data)).toMatchObject({ name, heading: 'Alex Morgan' })
  })

  it('projects/{id} is a public project’s card', () => {
    expect(socialCardNamed('projects/2', data)).toMatchObject({
      name: 'projects/2',
      heading: sampleProjects[1]!.title,
    })
  })

  it.each(['projects/3', 'projects/02', 'projects/e-commerce-platform', 'Home', 'not-found', ''])(
    '%s (unknown, not public, not canonical) has no card',
    (name) => {
      expect(socialCardNamed(name, data)).toBeNull()
    },
  )
})
