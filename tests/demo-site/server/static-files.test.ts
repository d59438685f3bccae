// @vitest-environment node
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { safeJoin } from '../../../demo-site/server/static-files'

const root = resolve('/srv/site/dist')

describe('safeJoin: the one check of a requested path against its folder', () => {
  it('finds a file inside the folder, with or without a leading slash', () => {
    expect(safeJoin(root, '/widgets/pd-widgets.js')).toBe(join(root, 'widgets/pd-widgets.js'))
    expect(safeJoin(root, 'chunks/a.js')).toBe(join(root, 'chunks/a.js'))
    expect(safeJoin(root, '/')).toBe(root)
  })

  it('refuses a path that climbs out of the folder', () => {
    expect(safeJoin(root, '/../../etc/passwd')).toBeUndefined()
    expect(safeJoin(root, '/chunks/../../secret.json')).toBeUndefined()
  })

  it('refuses a sibling folder whose name starts with the folder\'s own ("dist-old", "dist.bak")', () => {
    expect(safeJoin(root, '/../dist-old/pd-widgets.js')).toBeUndefined()
    expect(safeJoin(root, '/../dist.bak/server/main.js')).toBeUndefined()
  })

  it('refuses a NUL byte and a backslash, which some file systems read as a separator', () => {
    expect(safeJoin(root, '/pd-widgets.js\0.png')).toBeUndefined()
    expect(safeJoin(root, '/..\\..\\secret')).toBeUndefined()
  })
})
