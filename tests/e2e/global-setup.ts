import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { findChromium } from './chromium-path'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    chromiumPath: string
  }
}

let server: ChildProcess | undefined
let dataDir: string | undefined

/**
 * Starts the reference server the way `npm start` does (the built dist/server/main.js, demo mode,
 * seeded) on a free port and a fresh temporary database, and finds Chromium once for every file.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync('dist/server/main.js'))
    throw new Error('dist/server/main.js is missing: run `node build.mjs` first')
  project.provide('chromiumPath', findChromium())
  dataDir = mkdtempSync(join(tmpdir(), 'pd-e2e-'))
  const port = 20000 + Math.floor(Math.random() * 20000)
  server = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(port), PD_DB: join(dataDir, 'e2e.sqlite'), PD_DEMO: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  project.provide('baseUrl', await waitForUrl(server))
  return async () => {
    server?.kill('SIGTERM')
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  }
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
