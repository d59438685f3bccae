import { type ChildProcess, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spawnServer, waitForUrl } from './global-setup'
import { currentBrowser, DEMO_PASSWORD, setUpBrowser } from './harness'

setUpBrowser({ reset: 'never' })

// DESIGN: the same code built on React (`node build.mjs --react`) for sites that ship React. Every
// other browser test runs what ships (preact); this one serves the React build from a
// server of its own and walks a teacher through it once.
let folder = ''
let server: ChildProcess | undefined
let origin = ''

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'pd-react-'))
  const dist = join(folder, 'dist')
  const build = spawnSync(process.execPath, ['build.mjs', '--react'], {
    env: { ...process.env, PD_DIST: dist },
    encoding: 'utf8',
  })
  if (build.status !== 0) throw new Error(build.stderr)
  server = spawnServer({ PD_DB: join(folder, 'react.sqlite'), PD_DIST: dist })
  origin = await waitForUrl(server)
}, 120_000)

afterAll(() => {
  server?.kill('SIGTERM')
  rmSync(folder, { recursive: true, force: true })
})

describe('the React build', () => {
  it('is React, and a teacher logs in and sees the dashboard', async () => {
    const report = JSON.parse(readFileSync(join(folder, 'dist', 'size-report.json'), 'utf8'))
    expect(report.build).toBe('react')
    const context = await currentBrowser().newContext({ baseURL: origin })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))

    await page.goto('/login/')
    const form = page.locator('main')
    await form.getByLabel('Email or Username').fill('verified@example.org')
    await form.getByLabel('Password').fill(DEMO_PASSWORD)
    await Promise.all([page.waitForURL(/\/account\//), form.getByRole('button', { name: 'Log In' }).click()])
    await page.getByText('MY TEACHER TOOLKIT').first().waitFor()
    // The page runs React's renderer: its root container carries React's own property.
    const reactRoots = await page.evaluate(
      () =>
        [...document.querySelectorAll('[data-pd-widget]')].filter((el) =>
          Object.keys(el).some((key) => key.startsWith('__reactContainer')),
        ).length,
    )
    expect(reactRoots).toBeGreaterThan(0)

    expect(errors).toEqual([])
    await context.close()
  }, 120_000)

  it('lets a guest register for a Virtual PD (§4.2 step 4)', async () => {
    const context = await currentBrowser().newContext({ baseURL: origin })
    const page = await context.newPage()
    await page.goto('/event/?id=103')
    await page.getByLabel(/^Email/).fill('react.guest@example.org')
    await page.getByLabel(/^First name/).fill('Sam')
    await page.getByLabel(/^Last name/).fill('Rivera')
    await page.getByLabel(/How did you hear/).selectOption({ label: 'Web search' })
    await Promise.all([
      page.waitForURL(/\/onboarding-step1\//),
      page.getByRole('button', { name: 'Register' }).click(),
    ])
    await context.close()
  }, 60_000)
})
