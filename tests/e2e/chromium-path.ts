import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']

/**
 * The system Chromium the browser tests drive. Playwright's own browser download is not
 * available everywhere, so we use the distribution's package: CHROME_PATH, then the usual paths;
 * when none is there and we are root with apt-get, Debian's `chromium` is installed once.
 */
export function findChromium(): string {
  const found = [process.env.CHROME_PATH, ...CANDIDATES].find((path) => path && existsSync(path))
  if (found) return found
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('[e2e] no Chromium found: installing Debian package "chromium" with apt-get…')
    execFileSync('apt-get', ['update'], { stdio: 'inherit' })
    execFileSync('apt-get', ['install', '-y', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    const installed = CANDIDATES.find((path) => existsSync(path))
    if (installed) return installed
  }
  throw new Error(
    'No Chromium found for the browser tests. Install one (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROME_PATH to a Chromium or Chrome binary.',
  )
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
