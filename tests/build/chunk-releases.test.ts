// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { keepRecentChunks } from '../../scripts/chunk-releases.mjs'

let outdir = ''
afterEach(() => rmSync(outdir, { recursive: true, force: true }))

/** One build: writes its chunk files, then records them as the newest release. */
function build(names: string[]): void {
  mkdirSync(join(outdir, 'chunks'), { recursive: true })
  for (const name of names) writeFileSync(join(outdir, 'chunks', name), 'export {}')
  keepRecentChunks(
    outdir,
    names.map((name) => `chunks/${name}`),
  )
}

describe('chunks kept across releases', () => {
  it('keeps the chunks of the last three builds and deletes older ones', () => {
    outdir = mkdtempSync(join(tmpdir(), 'pd-chunks-'))
    build(['a-AAAAAAAA.js', 'shared-SSSSSSSS.js'])
    build(['a-BBBBBBBB.js', 'shared-SSSSSSSS.js'])
    build(['a-CCCCCCCC.js', 'shared-SSSSSSSS.js'])
    expect(readdirSync(join(outdir, 'chunks')).sort()).toEqual([
      'a-AAAAAAAA.js',
      'a-BBBBBBBB.js',
      'a-CCCCCCCC.js',
      'shared-SSSSSSSS.js',
    ])
    build(['a-DDDDDDDD.js'])
    expect(readdirSync(join(outdir, 'chunks')).sort()).toEqual([
      'a-BBBBBBBB.js',
      'a-CCCCCCCC.js',
      'a-DDDDDDDD.js',
      'shared-SSSSSSSS.js',
    ])
  })

  it('starts afresh when the record is unreadable, deleting chunks no build lists', () => {
    outdir = mkdtempSync(join(tmpdir(), 'pd-chunks-'))
    mkdirSync(join(outdir, 'chunks'))
    writeFileSync(join(outdir, 'chunks', 'stale-XXXXXXXX.js'), '')
    writeFileSync(join(outdir, 'chunk-releases.json'), 'not json')
    build(['a-AAAAAAAA.js'])
    expect(readdirSync(join(outdir, 'chunks'))).toEqual(['a-AAAAAAAA.js'])
  })
})
