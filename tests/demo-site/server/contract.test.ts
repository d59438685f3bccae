// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { allCalls } from '../../../shared/contract/all-calls'
import { EVENTS_BASE } from '../../../shared/contract/events'
import { LOGIN_BASE } from '../../../shared/contract/login-manager'
import { USER_API_BASE } from '../../../shared/contract/user-data'
import { createTestApp } from '../../helpers/test-app'

const MODULE_SEGMENT = 'nearpod'

/** §7.2 to §7.4 of the spec, copied word for word into the repository so the test always runs. */
const specFile = join(import.meta.dirname, 'fixtures', 'spec-section-7.md')

interface SpecCall {
  method: 'get' | 'post'
  path: string
}

/** The first column of the call tables of §7.2, §7.3 and §7.4, as method and full path. */
function specCalls(markdown: string): SpecCall[] {
  const sections: Array<[string, string]> = [
    ['### 7.2', EVENTS_BASE],
    ['### 7.3', USER_API_BASE],
    ['### 7.4', LOGIN_BASE],
  ]
  return sections.flatMap(([heading, base]) => {
    const start = markdown.indexOf(heading)
    const end = markdown.indexOf('\n### ', start + heading.length)
    const section = markdown.slice(start, end)
    return section
      .split('\n')
      .filter((line) => /^\|\s*(POST|GET)\s/.test(line))
      .map((line) => {
        // "start-{module service}/ (...)": the module service's name fills the template (§7.2).
        const cell = line.split('|')[1]!.trim().replace('{module service}', MODULE_SEGMENT)
        const [method, rawPath] = cell.split(/\s+/)
        const path = rawPath!.split('?')[0]!
        return { method: method!.toLowerCase() as 'get' | 'post', path: `${base}${path}` }
      })
  })
}

function contractPath(path: string): string {
  return path.replace('{module}', MODULE_SEGMENT).split('?')[0]!
}

async function isServed(call: SpecCall): Promise<boolean> {
  const { fetch } = createTestApp()
  const response =
    call.method === 'get'
      ? await fetch(`${call.path}?eventId=101&zip=90031`)
      : await fetch(call.path, { json: {} })
  if (response.status === 404) return false
  const type = response.headers.get('Content-Type') ?? ''
  if (type.includes('text/calendar')) return true
  const answer = (await response.json()) as { success?: unknown }
  return typeof answer.success === 'boolean'
}

describe('§7 call tables against the contract and the server', () => {
  it('finds the §7.2, §7.3 and §7.4 tables in the spec', () => {
    const calls = specCalls(readFileSync(specFile, 'utf8'))
    expect(calls.length).toBe(12 + 7 + 6)
  })

  it('has every call of the spec tables in shared/contract', () => {
    for (const call of specCalls(readFileSync(specFile, 'utf8'))) {
      const match = allCalls.find(
        (item) => item.method === call.method && contractPath(item.path) === call.path,
      )
      expect(match, `${call.method.toUpperCase()} ${call.path}`).toBeDefined()
    }
  })

  it('serves every call of the spec tables with an envelope', async () => {
    for (const call of specCalls(readFileSync(specFile, 'utf8'))) {
      expect(await isServed(call), `${call.method.toUpperCase()} ${call.path}`).toBe(true)
    }
  })

  it('serves every call of the contract (projects and logout too) with an envelope', async () => {
    for (const call of allCalls) {
      const served = await isServed({ method: call.method, path: contractPath(call.path) })
      expect(served, call.name).toBe(true)
    }
  })

  it('answers an unknown API path with a JSON 404 envelope', async () => {
    const { fetch } = createTestApp()
    const response = await fetch(`${EVENTS_BASE}no-such-call/`, { json: {} })
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ success: false })
  })
})
