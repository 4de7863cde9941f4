import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { copyKeyOf, LastGoodCopies } from './lastGoodCopies'

const silent = { warn: () => {} }
const dirs: string[] = []
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'copies-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('LastGoodCopies', () => {
  it('keeps the last body of each answer and finds it again after a restart (on disk)', async () => {
    const dir = freshDir()
    const copies = new LastGoodCopies(dir, 10, silent)
    copies.keep('/', 'text/html; charset=utf-8', Buffer.from('<p>one</p>'))
    copies.keep('/', 'text/html; charset=utf-8', Buffer.from('<p>two</p>'))
    copies.keep('/api/projects', 'application/json', Buffer.from('{"data":[]}'))
    await copies.flush()
    expect(readdirSync(dir).filter((name) => name.endsWith('.copy'))).toHaveLength(2)

    const restarted = new LastGoodCopies(dir, 10, silent)
    expect(restarted.get('/')?.body.toString()).toBe('<p>two</p>')
    expect(restarted.get('/')?.contentType).toBe('text/html; charset=utf-8')
    expect(restarted.get('/api/projects')?.body.toString()).toBe('{"data":[]}')
    expect(restarted.get('/projects/9')).toBeUndefined()
  })

  it('does not rewrite an unchanged body, and keeps the time it first answered', async () => {
    const dir = freshDir()
    const copies = new LastGoodCopies(dir, 10, silent)
    copies.keep('/', 'text/html', Buffer.from('same'))
    const first = copies.get('/')!.savedAt
    await copies.flush()
    await new Promise((resolve) => setTimeout(resolve, 5))
    copies.keep('/', 'text/html', Buffer.from('same'))
    expect(copies.get('/')!.savedAt).toBe(first)
  })

  it('lets query variants go before pages when full, on disk too', async () => {
    const dir = freshDir()
    const copies = new LastGoodCopies(dir, 3, silent)
    copies.keep('/', 'text/html', Buffer.from('home'))
    copies.keep('/api/projects?search=a', 'application/json', Buffer.from('a'))
    copies.keep('/projects/2', 'text/html', Buffer.from('two'))
    copies.keep('/api/projects?search=b', 'application/json', Buffer.from('b'))
    copies.keep('/api/projects?search=c', 'application/json', Buffer.from('c'))
    expect(copies.size).toBe(3)
    expect(copies.get('/')).toBeDefined()
    expect(copies.get('/projects/2')).toBeDefined()
    expect(copies.get('/api/projects?search=c')).toBeDefined()
    await copies.flush()
    expect(new LastGoodCopies(dir, 3, silent).size).toBe(3)
  })

  it('skips a damaged file instead of failing the start', () => {
    const dir = freshDir()
    writeFileSync(path.join(dir, 'broken.copy'), 'not json\nbody')
    expect(new LastGoodCopies(dir, 10, silent).size).toBe(0)
  })
})

describe('copyKeyOf', () => {
  it('keeps the query of a contract read, in a stable order, and drops a page’s', () => {
    expect(copyKeyOf('/api/projects', '?page=2&limit=10')).toBe('/api/projects?limit=10&page=2')
    expect(copyKeyOf('/projects/2', '?utm_source=x')).toBe('/projects/2')
  })
})
