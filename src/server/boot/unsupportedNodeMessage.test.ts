import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { unsupportedNodeMessage } from './unsupportedNodeMessage'

describe('unsupportedNodeMessage', () => {
  it('accepts any release of the supported major', () => {
    expect(unsupportedNodeMessage('v24.21.0', '^24.11.0')).toBeNull()
    expect(unsupportedNodeMessage('v24.0.1', '^24.11.0')).toBeNull()
  })

  it('names the running version and the supported range for another major', () => {
    expect(unsupportedNodeMessage('v20.20.2', '^24.11.0')).toBe(
      'Node v20.20.2 is not the supported runtime (Node ^24.11.0, package.json engines): ' +
        'start the server with npm start or npm run serve, which run the Node the project installs',
    )
    expect(unsupportedNodeMessage('v26.1.0', '^24.11.0')).toMatch(/^Node v26\.1\.0 is not/)
  })

  it('finds the tests themselves running on the supported Node, as the npm scripts promise', () => {
    expect(unsupportedNodeMessage()).toBeNull()
  })

  it('is told the same major by package.json, .nvmrc, the pinned node package and the Dockerfile', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
      engines: { node: string }
      devDependencies: Record<string, string>
    }
    const major = /\d+/.exec(pkg.engines.node)![0]
    expect(readFileSync('.nvmrc', 'utf8').trim()).toBe(major)
    expect(pkg.devDependencies.node!.split('.')[0]).toBe(major)
    const images = [...readFileSync('Dockerfile', 'utf8').matchAll(/^FROM node:(\d+)-/gm)]
    expect(images.map((image) => image[1])).toEqual([major, major])
  })
})
