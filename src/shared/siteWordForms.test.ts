import { describe, expect, it } from 'vitest'

import { countsTaking, formKey, ownerMessages, pluralFormsOf } from './siteWordForms'

describe('plural forms of the owner’s counted words', () => {
  it('lists the forms a language writes counted words in, other last', () => {
    expect(pluralFormsOf('ja')).toEqual(['other'])
    expect(pluralFormsOf('pl')).toEqual(['one', 'few', 'many', 'other'])
    expect(pluralFormsOf('ar')).toEqual(['zero', 'one', 'two', 'few', 'many', 'other'])
  })

  it('finds counts that take a form, to show the owner', () => {
    expect(countsTaking('pl', 'few')).toEqual([2, 3, 4, 22])
    expect(countsTaking('ar', 'two')).toEqual([2])
    expect(countsTaking('es', 'many')).toEqual([1e6, 2e6, 1e9])
  })

  it('gathers a counted word’s forms under its key, and leaves a form without its word out', () => {
    const words = {
      [formKey('skills.showing', 'one')]: 'Pokazano {count} umiejętność',
      'skills.showing': 'Pokazano {count} umiejętności',
      'skills.viewAll': 'Wszystkie',
      'project.members#one': 'alone',
    }
    expect(ownerMessages(words)).toEqual({
      'skills.showing': {
        other: 'Pokazano {count} umiejętności',
        one: 'Pokazano {count} umiejętność',
      },
      'skills.viewAll': 'Wszystkie',
    })
  })
})
