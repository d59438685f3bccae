import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { findChromium } from './chromium-path'

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker: worker n (VITEST_POOL_ID) uses servers[n - 1]. */
    servers: { origin: string; database: string }[]
    chromiumPath: string
  }
}

const servers: ChildProcess[] = []
let dataDir: string | undefined

/**
 * Starts one reference server per worker the way `npm start` does (the built dist/server/main.js,
 * demo mode, seeded), each on a free port and its own fresh temporary database, so the files that
 * run at the same time never see each other's data; finds Chromium once for every file.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync('dist/server/main.js'))
    throw new Error('dist/server/main.js is missing: run `node build.mjs` first')
  project.provide('chromiumPath', findChromium())
  const folder = mkdtempSync(join(tmpdir(), 'pd-e2e-'))
  dataDir = folder
  const workers = Math.max(1, project.config.maxWorkers)
  const databases = Array.from({ length: workers }, (_, index) => join(folder, `e2e-${index + 1}.sqlite`))
  project.provide(
    'servers',
    await Promise.all(databases.map(async (database) => ({ origin: await startServer(database), database }))),
  )
  return async () => {
    for (const server of servers) server.kill('SIGTERM')
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  }
}

/** PORT 0: the system picks a free port, which the server prints (two random picks could meet). */
function startServer(database: string): Promise<string> {
  const server = spawnServer({ PD_DB: database })
  servers.push(server)
  return waitForUrl(server)
}

/**
 * The built reference server in demo mode on a free port, with `env` on top (its database, the
 * build it serves): for a test file that needs a server of its own.
 */
export function spawnServer(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: '0', PD_DEMO: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

/** The URL a started server prints on its first line (`pd-widgets demo: http://…`). */
export function waitForUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = output.match(/pd-widgets demo: (http:\/\/\S+)/)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1].replace(/\/?$/, ''))
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server exited with ${code}:\n${output}`))
    })
  })
}
