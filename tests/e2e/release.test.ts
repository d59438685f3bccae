import { type ChildProcess, spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spawnServer, waitForUrl } from './global-setup'
import { currentBrowser, logInAs, settle, setUpBrowser } from './harness'

setUpBrowser({ reset: 'never' })

// A release goes out while a teacher has the account open: the page's runtime still imports the
// chunks of the build it came with. This file serves its own copy of the build, so the rebuild
// touches nothing the other browser tests use.
let folder = ''
let server: ChildProcess | undefined
let origin = ''

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'pd-release-'))
  cpSync('dist', join(folder, 'dist'), { recursive: true })
  server = spawnServer({ PD_DB: join(folder, 'release.sqlite'), PD_DIST: join(folder, 'dist') })
  origin = await waitForUrl(server)
}, 90_000)

afterAll(() => {
  server?.kill('SIGTERM')
  rmSync(folder, { recursive: true, force: true })
})

/** A new release into the served folder; its stamp changes every chunk's name. */
function release(name: string): void {
  const build = spawnSync(process.execPath, ['build.mjs'], {
    env: { ...process.env, PD_DIST: join(folder, 'dist'), PD_RELEASE: name },
    encoding: 'utf8',
  })
  // A named release builds within the same size budgets as the same code unnamed (build.mjs).
  if (build.status !== 0) throw new Error(build.stderr)
}

/** The chunk lists of the kept builds, newest first (scripts/chunk-releases.mjs). */
function releases(): string[][] {
  return JSON.parse(readFileSync(join(folder, 'dist', 'chunk-releases.json'), 'utf8')) as string[][]
}

/** A teacher's dashboard, open on the build now served, in a browser context of its own. */
async function openDashboard() {
  const context = await currentBrowser().newContext({ baseURL: origin })
  const page = await context.newPage()
  await page.goto('/')
  await logInAs(page, 'verified@example.org')
  await page.goto('/account/#!/my-account-dashboard')
  await page.locator('.pd-account').waitFor()
  await settle(page)
  return { context, page }
}

describe('a release while the account is open', () => {
  it('still loads the next screen from the build the page came with', async () => {
    // The screen chunk of the build the page comes with (dist/chunks may also hold older builds').
    const [served] = releases()
    const { context, page } = await openDashboard()

    release('release-test')
    const profileChunk = (served?.find((file) => /^chunks\/profile-screen-.*\.js$/.test(file)) ?? '').slice(7)
    expect(profileChunk).not.toBe('')
    expect(readdirSync(join(folder, 'dist', 'chunks'))).toContain(profileChunk)
    const [newest] = releases()
    // The release really renamed the screen's chunk: the page asks for a file the new build lacks.
    expect(newest?.some((file) => /^chunks\/profile-screen-.*\.js$/.test(file))).toBe(true)
    expect(newest).not.toContain(`chunks/${profileChunk}`)

    await page.evaluate(() => {
      location.hash = '#!/my-account-profile'
    })
    await page.getByText('Your Profile', { exact: true }).waitFor()
    expect(await page.getByText('could not be loaded').count()).toBe(0)
    await context.close()
  }, 120_000)

  it("offers Reload for a widget first drawn after it, whose file is the new build's", async () => {
    const { context, page } = await openDashboard()

    release('release-test-2')
    // A widget the page adds now (as the account adds its survey) comes by its plain name, from
    // the new build, with shared code of its own: its alerts would reach no banner on this page.
    await page.evaluate(() => {
      const added = document.createElement('div')
      added.dataset.pdWidget = 'contact'
      added.id = 'added-after-release'
      document.body.append(added)
    })
    const added = page.locator('#added-after-release')
    await added.getByText('This part of the page could not be loaded.').waitFor()
    await added.getByRole('button', { name: 'Reload' }).click()
    await page.waitForLoadState('load')
    await page.locator('.pd-account').waitFor()
    await context.close()
  }, 120_000)
})
