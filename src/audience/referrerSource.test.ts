import { describe, expect, it } from 'vitest'

import { campaignOf, sourceOfReferrer } from './referrerSource'

describe('where a visit came from', () => {
  it('groups referrers by site, and names any other by its host', () => {
    expect(sourceOfReferrer('https://www.google.de/', 'me.dev')).toBe('Google')
    expect(sourceOfReferrer('https://lnkd.in/abc', 'me.dev')).toBe('LinkedIn')
    expect(sourceOfReferrer('https://www.linkedin.com/feed/', 'me.dev')).toBe('LinkedIn')
    expect(sourceOfReferrer('https://news.ycombinator.com/item?id=1', 'me.dev')).toBe('Hacker News')
    expect(sourceOfReferrer('https://github.com/me', 'me.dev')).toBe('GitHub')
    expect(sourceOfReferrer('https://t.co/x', 'me.dev')).toBe('X (Twitter)')
    expect(sourceOfReferrer('https://www.someblog.example/post', 'me.dev')).toBe('someblog.example')
  })

  it('has none for no referrer, a bad one, another scheme or this site', () => {
    expect(sourceOfReferrer(undefined, 'me.dev')).toBeUndefined()
    expect(sourceOfReferrer('not a url', 'me.dev')).toBeUndefined()
    expect(sourceOfReferrer('android-app://com.x', 'me.dev')).toBeUndefined()
    expect(sourceOfReferrer('https://ME.dev/projects', 'me.dev')).toBeUndefined()
  })

  it('keeps the campaign tags of a page’s query and nothing else of it', () => {
    expect(campaignOf('/projects/2')).toEqual({ path: '/projects/2' })
    expect(campaignOf('/?utm_source=newsletter&utm_campaign=spring&x=1')).toEqual({
      path: '/',
      source: 'newsletter',
      campaign: 'spring',
    })
    expect(campaignOf('/about?ref=x')).toEqual({ path: '/about' })
  })
})
