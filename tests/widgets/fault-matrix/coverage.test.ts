// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { allCalls } from '../../../shared/contract/all-calls'

/**
 * Calls of the contract that no widget can be made to send, so the matrix has no row for them.
 * The client-level battery (tests/shared/api/fault-injection.test.ts) covers viewProjects;
 * getIcsForEvent is not a data call at all.
 */
const UNREACHABLE: Record<string, { reason: string; notIn: RegExp }> = {
  getIcsForEvent: {
    reason:
      '§7.2: a link the ticket detail opens in a new window; the browser downloads the calendar file and no widget reads the answer',
    notIn: /callApi\(\s*getIcsForEvent/,
  },
  viewProjects: {
    reason: '§7.5: no widget of this bundle shows projects, so nothing calls it',
    notIn: /\bviewProjects\b/,
  },
}

const root = resolve(import.meta.dirname, '../../..')

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) ? [path] : []
  })
}

/** The calls the matrix files have rows for (`call: <name>,` in a row). */
function callsWithRows(): Set<string> {
  const files = sourceFiles('tests/widgets/fault-matrix').filter((file) => file.endsWith('.test.tsx'))
  return new Set(
    files.flatMap((file) =>
      [...readFileSync(join(root, file), 'utf8').matchAll(/^\s+call: (\w+),$/gm)].map(
        (match) => match[1] ?? '',
      ),
    ),
  )
}

describe('fault matrix coverage', () => {
  it('has a row for every call of the contract, or says why no widget sends it', () => {
    const rows = callsWithRows()
    const missing = allCalls
      .map((call) => call.name)
      .filter((name) => !rows.has(name) && !(name in UNREACHABLE))
    expect(missing).toEqual([])
  })

  it.each(Object.entries(UNREACHABLE))('finds no widget that sends %s', (name, { notIn }) => {
    expect(callsWithRows().has(name)).toBe(false)
    const senders = sourceFiles('widgets').filter((file) =>
      notIn.test(readFileSync(join(root, file), 'utf8')),
    )
    expect(senders).toEqual([])
  })
})
