import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/**
 * Chromium's headless shell: the same engine (Blink, V8, the same release as Debian's `chromium`)
 * without the desktop browser around it, the build Playwright itself runs headless tests on. On a
 * 2-core machine the browser tests spend their time in the browser, and the shell took a quarter
 * less of it (README, "npm test").
 */
const HEADLESS_SHELL = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell']
const FULL_BROWSER = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']

/**
 * The system Chromium the browser tests drive. Playwright's own browser download is not
 * available everywhere, so we use the distribution's packages: CHROME_PATH, then the headless
 * shell, then the full browser. As root with apt-get (as on CI) a missing headless shell is
 * installed once, and the full browser when that fails too.
 */
export function findChromium(): string {
  const configured = process.env.CHROME_PATH
  if (configured && existsSync(configured)) return configured
  const found =
    installed(HEADLESS_SHELL) ??
    installedNow('chromium-headless-shell', HEADLESS_SHELL) ??
    installed(FULL_BROWSER) ??
    installedNow('chromium', FULL_BROWSER)
  if (found) return found
  throw new Error(
    'No Chromium found for the browser tests. Install one (Debian/Ubuntu: `sudo apt-get install chromium-headless-shell` or `chromium`) or set CHROME_PATH to a Chromium or Chrome binary.',
  )
}

function installed(paths: string[]): string | undefined {
  return paths.find((path) => existsSync(path))
}

/** Debian's package installed without questions, when we are root with apt-get (as on CI). */
function installedNow(pkg: string, paths: string[]): string | undefined {
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return undefined
  console.log(`[e2e] installing Debian package "${pkg}" with apt-get…`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  try {
    execFileSync('apt-get', ['update'], { stdio: 'inherit', env, timeout: 180_000 })
    execFileSync('apt-get', ['install', '-y', pkg], { stdio: 'inherit', env, timeout: 300_000 })
  } catch (error) {
    // No network or no such package: the next candidate is tried.
    console.log(`[e2e] apt-get could not install "${pkg}": ${(error as Error).message}`)
    return undefined
  }
  return installed(paths)
}

/** Flags for a headless Chromium in a closed network (no background calls home). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
]
