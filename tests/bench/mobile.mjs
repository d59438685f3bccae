// The emulated mobile network set of `npm run bench`: Lighthouse's mobile profile (150 ms round
// trip, 1.6 Mbit/s down, 750 kbit/s up, CPU slowed 4x) applied through the DevTools protocol, each
// page cold (nothing cached) and as the second page of a visit.
import { gzipSync } from 'node:zlib'
import { chainDepth } from '../../scripts/request-chain.mjs'
import { login, waitInPage } from './helpers.mjs'

export const MOBILE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}
export const MOBILE_CPU_SLOWDOWN = 4

const ACCOUNT_CONTENT = '.pd-account table tbody tr'

/** Each page with the selector of its first useful content, and the page a second visit comes from. */
export const MOBILE_SCENARIOS = [
  {
    name: 'home page',
    path: '/',
    content: '[data-pd-widget="newsletter"] input',
    secondAfter: '/newsletter/',
  },
  { name: 'newsletter only', path: '/newsletter/', content: '[data-pd-widget="newsletter"] input' },
  {
    name: 'event registration',
    path: '/event/?id=103',
    content: '[data-pd-widget="event-registration"] form :is(input, select, textarea)',
  },
  { name: 'dashboard', path: '/account/#!/my-account-dashboard', needsLogin: true, content: ACCOUNT_CONTENT },
  {
    name: 'academy, 200 events',
    path: '/account/#!/my-account-finlit-academy',
    needsLogin: true,
    content: ACCOUNT_CONTENT,
  },
]

export const MOBILE_VISITS = ['cold', 'second page']

/**
 * Notes, in performance.now() time (from navigation start), when the selector's element is painted:
 * `__benchContentAt` in the first task after that frame's paint, the figure reported, and
 * `__benchFrameAt` at the start of the frame that paints it, before which a request was asked for
 * before the content showed (one asked in a task after the paint, as an effect that runs after the
 * widget is drawn, is not, though it can come a moment before the task that notes the paint).
 */
function watchContent(selector) {
  const found = () => {
    requestAnimationFrame(() => {
      window.__benchFrameAt = performance.now()
      setTimeout(() => (window.__benchContentAt = performance.now()), 0)
    })
  }
  const watch = () => {
    if (document.querySelector(selector)) return found()
    new MutationObserver((_, observer) => {
      if (!document.querySelector(selector)) return
      observer.disconnect()
      found()
    }).observe(document.documentElement, { childList: true, subtree: true })
  }
  if (document.documentElement) watch()
  else document.addEventListener('DOMContentLoaded', watch)
}

/** The requests that started before the frame that painted the content. */
function requestsBeforeContent() {
  const contentAt = window.__benchContentAt
  const requests = performance
    .getEntriesByType('resource')
    .filter((entry) => entry.startTime < window.__benchFrameAt)
    .map((entry) => ({
      name: entry.name,
      start: entry.startTime,
      end: entry.responseEnd,
      fromNetwork: entry.transferSize > 0,
    }))
  return { contentAt, requests }
}

/** One page load on the emulated network: first useful content, chain depth and the JS it needed. */
export async function measureMobile(browser, base, scenario, visit) {
  // The HTTP/2 set's certificate is the bench's own, made for localhost in this run.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    ignoreHTTPSErrors: true,
  })
  const page = await context.newPage()
  if (scenario.needsLogin) await login(page, base)
  if (visit === 'second page')
    await page.goto(`${base}${scenario.secondAfter ?? '/'}`, { waitUntil: 'networkidle' })
  const bodies = new Map()
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js') && response.ok())
      bodies.set(
        response.url(),
        response.body().catch(() => Buffer.alloc(0)),
      )
  })
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_CPU_SLOWDOWN })
  await page.addInitScript(watchContent, scenario.content)
  await page.goto(`${base}${scenario.path}`, { waitUntil: 'commit' })
  await waitInPage(page, () => window.__benchContentAt !== undefined)
  const { contentAt, requests } = await page.evaluate(requestsBeforeContent)
  const scripts = requests.filter((request) => new URL(request.name).pathname.endsWith('.js'))
  const scriptBodies = await Promise.all(scripts.map((script) => bodies.get(script.name) ?? Buffer.alloc(0)))
  await context.close()
  return {
    contentMs: contentAt,
    // Files from the browser's cache cost no round trip and come one after another in a few
    // milliseconds, which would read as a deep chain: only what went over the network counts.
    chainDepth: chainDepth(requests.filter((request) => request.fromNetwork)),
    requests: requests.length,
    jsFiles: scripts.length,
    jsFromNetwork: scripts.filter((script) => script.fromNetwork).length,
    jsGzipBytes: scriptBodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
  }
}
