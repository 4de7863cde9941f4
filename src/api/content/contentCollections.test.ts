import type { CollectionConfig, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { Education } from '../../../collections/Education'
import { Experiences } from '../../../collections/Experiences'
import { Interests } from '../../../collections/Interests'
import { Posts } from '../../../collections/Posts'
import { Projects } from '../../../collections/Projects'
import { Skills } from '../../../collections/Skills'
import { isPublicContent } from '../../cms/access/publishedOrAdmin'
import { RESOURCE_COLLECTIONS } from '../../shared/model'
import { CONTENT_RESOURCES } from '../contentResources'
import { visibilityFilter } from './readContent'

/**
 * Anonymous public reads skip Payload's operation layer (`readContent.ts`). That is only
 * right while the layer has nothing to add for them; these checks fail the day it would.
 */
const CONTENT: CollectionConfig[] = [Projects, Skills, Experiences, Education, Interests, Posts]

/** Every field, however deeply nested in rows, collapsibles, tabs, groups or arrays. */
const allFields = (fields: Field[]): Field[] =>
  fields.flatMap((field) => {
    const nested = [
      ...('fields' in field && Array.isArray(field.fields) ? field.fields : []),
      ...('tabs' in field ? field.tabs.flatMap((tab) => tab.fields) : []),
    ]
    return [field, ...allFields(nested)]
  })

describe.each(CONTENT.map((collection) => [collection.slug, collection] as const))(
  '%s',
  (_slug, collection) => {
    it('lets anonymous callers read exactly the published records that are not soft deleted', async () => {
      const rule = await collection.access!.read!({ req: { user: null } } as never)
      // The filter every anonymous read of the contract starts from (`visibilityFilter`); through
      // Payload's REST, visitors see public projects only (the contract serves protected ones'
      // teasers itself).
      expect(rule).toEqual(
        collection.slug === 'projects'
          ? { and: [isPublicContent, { visibility: { equals: 'public' } }] }
          : isPublicContent,
      )
      expect(visibilityFilter({ user: null })).toEqual([isPublicContent])
    })

    it('has no read hooks and no field read rules that an anonymous read would skip', () => {
      expect(collection.hooks?.beforeRead ?? []).toEqual([])
      expect(collection.hooks?.afterRead ?? []).toEqual([])
      // A field the contract never reads (the import's `importedAs`) may be closed to others.
      const read = CONTENT_RESOURCES.find((resource) => resource.collection === collection.slug)!
      for (const field of allFields(collection.fields)) {
        const name = 'name' in field ? field.name : field.type
        if (name in read.select)
          expect(
            'access' in field ? field.access?.read : undefined,
            `${name}: read access`,
          ).toBeUndefined()
        const hooks = 'hooks' in field ? field.hooks : undefined
        expect(hooks?.afterRead ?? [], `${name}: afterRead`).toEqual([])
        // A hidden field (a project's password hash) is one the contract never reads either.
        if ('hidden' in field && field.hidden)
          expect(name in read.select, `${name}: hidden but read`).toBe(false)
      }
    })
  },
)

describe('the content resources', () => {
  it('are the model’s content collections, in the same order (the seed and the contract agree)', () => {
    expect(CONTENT_RESOURCES.map((resource) => resource.collection)).toEqual([
      ...RESOURCE_COLLECTIONS,
    ])
    expect(CONTENT.map((collection) => collection.slug)).toEqual([...RESOURCE_COLLECTIONS])
  })
})
