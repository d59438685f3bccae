// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { CAMP_FORM_MODEL_NAMES } from '../../shared/domain/camp-form-models'
import { PD_EVENTS } from '../../shared/events/pd-events'
import { registry } from '../../widgets/registry'

const root = resolve(import.meta.dirname, '../..')
/** The build copies this file, byte for byte, to dist/pd-widgets.d.ts (build.mjs). */
const TYPES_FILE = join(root, 'types/pd-widgets.d.ts')
const types = readFileSync(TYPES_FILE, 'utf8')

/** The quoted keys of one `interface Name { ... }` block, or its `'a' | 'b'` members. */
function keysOf(block: string): string[] {
  const body = new RegExp(`interface ${block} \\{([\\s\\S]*?)\\n {0,2}\\}`).exec(types)?.[1] ?? ''
  return [...body.matchAll(/^\s*'?([\w:-]+)'?\??:/gm)].map((match) => match[1] ?? '').sort()
}

const tempDirs: string[] = []
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true })
})

/** Runs tsc on one host script with only the shipped types beside it; the compiler's output. */
function compile(hostScript: string): { ok: boolean; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'pd-host-types-'))
  tempDirs.push(dir)
  const script = join(dir, 'host.ts')
  writeFileSync(script, hostScript)
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        lib: ['ES2023', 'DOM'],
        strict: true,
        noEmit: true,
        types: [],
      },
      files: [script, TYPES_FILE],
    }),
  )
  try {
    const output = execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', join(dir, 'tsconfig.json')], {
      encoding: 'utf8',
    })
    return { ok: true, output }
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string }
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` }
  }
}

describe('dist/pd-widgets.d.ts for host pages', () => {
  it('names every pd:* event of pd-events.ts, in the detail map and on document', () => {
    const names = Object.values(PD_EVENTS).sort()
    expect(keysOf('PdEventDetails')).toEqual(names)
    expect(keysOf('DocumentEventMap')).toEqual(names)
  })

  it('has options for every widget of the registry, and every camp-form model', () => {
    expect(keysOf('WidgetOptions')).toEqual(Object.keys(registry).sort())
    const models = /type CampFormModelName =([\s\S]*?)\n\n/.exec(types)?.[1] ?? ''
    expect([...models.matchAll(/'([\w-]+)'/g)].map((match) => match[1])).toEqual([...CAMP_FORM_MODEL_NAMES])
  })

  it('compiles a host script that mounts a widget and listens to typed events', () => {
    const result = compile(readFileSync(join(root, 'tests/types/host-script.ts'), 'utf8'))
    expect(result.output).toBe('')
    expect(result.ok).toBe(true)
  }, 60_000)

  it('refuses a wrong detail field and a wrong option', () => {
    const result = compile(`
document.addEventListener('pd:ready', (event) => console.log(event.detail.widgetCount))
void window.PDWidgets?.mount(document.body, 'event-registration', { eventID: '101' })
export {}
`)
    expect(result.ok).toBe(false)
    expect(result.output).toContain("Property 'widgetCount' does not exist")
    expect(result.output).toContain("'eventID' does not exist")
  }, 60_000)
})
