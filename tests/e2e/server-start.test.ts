import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const MAIN = resolve('dist/server/main.js')
const folder = mkdtempSync(join(tmpdir(), 'pd-start-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

interface Run {
  code: number | null
  output: string
}

/** Runs the built server with `env`; resolves when it exits, or with what it said once it listens. */
function runServer(env: Record<string, string>, cwd = process.cwd()): Promise<Run> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [MAIN], { cwd, env: { ...process.env, ...env } })
    let output = ''
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('http://localhost:')) child.kill('SIGTERM')
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000)
    child.on('exit', (code) => {
      clearTimeout(timer)
      done({ code, output })
    })
  })
}

describe('the server, started with settings it cannot use', () => {
  it('says which setting in one line and exits 1: PORT, a PD_DB it cannot make or open', async () => {
    const port = await runServer({ PORT: 'abc' })
    expect(port).toEqual({
      code: 1,
      output: 'pd-widgets demo: PORT must be a number from 0 to 65535, not "abc"\n',
    })
    const proc = await runServer({ PORT: '0', PD_DB: '/proc/no-such-folder/pd.sqlite' })
    expect(proc.code).toBe(1)
    expect(proc.output).toMatch(
      /^pd-widgets demo: cannot make the folder of PD_DB=\/proc\/no-such-folder\/pd\.sqlite \(/,
    )
    const aFolder = await runServer({ PORT: '0', PD_DB: folder })
    expect(aFolder.code).toBe(1)
    expect(aFolder.output).toMatch(/^pd-widgets demo: cannot open the database PD_DB=/)
  })

  it('finds the demo pages when started from another folder', async () => {
    const run = await runServer({ PORT: '0', PD_DB: join(folder, 'elsewhere.sqlite') }, folder)
    expect(run.output).toMatch(/^pd-widgets demo: http:\/\/localhost:\d+\/\n$/)
  })
})
