// Lighthouse's view of the demo pages in `npm run bench`: the mobile preset with simulated slow 4G
// on the system Chromium. Lighthouse is fetched by `npm exec` on the first run and kept in npm's
// cache instead of being a devDependency: it brings some 200 packages (185 MB) that `npm ci` in CI
// would install for nothing. Lighthouse 13 needs Node 22, so the version is pinned.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { apiToken, CHROMIUM } from './helpers.mjs'

export const LIGHTHOUSE_VERSION = '12.8.2'

/**
 * A browser profile for Lighthouse: empty, or holding the verified teacher's token `t` (set from a
 * page without widgets, so no chunk is cached). Lighthouse runs with its storage reset off, which
 * would otherwise delete `t`; the profile is new for each audit, so the cache is cold anyway.
 */
async function profile(base, needsLogin) {
  const directory = mkdtempSync(join(tmpdir(), 'pd-lighthouse-'))
  if (!needsLogin) return directory
  const context = await chromium.launchPersistentContext(directory, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  const page = await context.newPage()
  const token = await apiToken(page, base)
  await page.evaluate((value) => localStorage.setItem('t', value), token)
  await context.close()
  return directory
}

function runLighthouse(url, profileDirectory, reportFile) {
  const chromeFlags = [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    `--user-data-dir=${profileDirectory}`,
  ].join(' ')
  const args = [
    'exec',
    '--yes',
    `--package=lighthouse@${LIGHTHOUSE_VERSION}`,
    '--',
    'lighthouse',
    url,
    '--only-categories=performance,accessibility',
    '--output=json',
    `--output-path=${reportFile}`,
    `--chrome-path=${CHROMIUM}`,
    `--chrome-flags=${chromeFlags}`,
    '--disable-storage-reset',
    '--quiet',
  ]
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, { stdio: ['ignore', 'ignore', 'inherit'] })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lighthouse ${url} exited with ${code}`)),
    )
  })
}

/** One Lighthouse audit of a page: the two scores and the figures behind the performance score. */
export async function audit(base, scenario) {
  const directory = await profile(base, scenario.needsLogin)
  const reportFile = join(directory, 'report.json')
  try {
    await runLighthouse(`${base}${scenario.path}`, directory, reportFile)
    const report = JSON.parse(readFileSync(reportFile, 'utf8'))
    if (report.runtimeError) throw new Error(`lighthouse ${scenario.path}: ${report.runtimeError.message}`)
    const figure = (id) => report.audits[id]?.numericValue ?? null
    return {
      performance: Math.round(report.categories.performance.score * 100),
      accessibility: Math.round(report.categories.accessibility.score * 100),
      cls: figure('cumulative-layout-shift'),
      fcpMs: figure('first-contentful-paint'),
      lcpMs: figure('largest-contentful-paint'),
      tbtMs: figure('total-blocking-time'),
      speedIndexMs: figure('speed-index'),
    }
  } finally {
    rmSync(directory, { recursive: true, force: true })
  }
}
