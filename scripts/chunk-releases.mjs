// A release must not break a page already open in a browser: that page's runtime and account area
// still import the chunks of the build they came with. So the build keeps the hashed chunks of the
// last few builds, listed newest first in dist/chunk-releases.json, and deletes only older ones.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const RECORD_FILE = 'chunk-releases.json'

/** How many builds' chunks stay on the server: the current one and the two before it. */
export const KEPT_BUILDS = 3

function earlierReleases(outdir) {
  try {
    const releases = JSON.parse(readFileSync(join(outdir, RECORD_FILE), 'utf8'))
    return Array.isArray(releases) ? releases.filter(Array.isArray) : []
  } catch {
    return []
  }
}

/**
 * Records `chunkFiles` (paths such as `chunks/runtime-KN4QFSE3.js`, relative to outdir) as the
 * newest build and deletes every file in outdir/chunks that none of the last `keep` builds uses.
 * Returns the builds kept, newest first.
 */
export function keepRecentChunks(outdir, chunkFiles, keep = KEPT_BUILDS) {
  const releases = [[...chunkFiles].sort(), ...earlierReleases(outdir)].slice(0, keep)
  const kept = new Set(releases.flat())
  const folder = join(outdir, 'chunks')
  for (const name of existsSync(folder) ? readdirSync(folder) : []) {
    if (!kept.has(`chunks/${name}`)) rmSync(join(folder, name), { force: true })
  }
  writeFileSync(join(outdir, RECORD_FILE), `${JSON.stringify(releases, null, 1)}\n`)
  return releases
}
