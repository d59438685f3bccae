// `npm run bench`: speed and size of the shipped (preact/compat) build against the React build of
// the same code, in headless Chromium, in one run. Medians of RUNS page loads at 1x and 4x CPU
// throttling. Writes bench-results/bench.json and bench-results/bench.md and prints the table.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const THROTTLES = [1, 4]
// BENCH_ONLY=academy measures only the scenarios whose name contains it (while working on one).
const ONLY = process.env.BENCH_ONLY ?? ''
const EVENT_COUNTS = [200, 1000]
const GOALS = {
  accountJsGzip: 35 * 1024,
  newsletterJsGzip: 16 * 1024,
  loaderGzip: 1024,
  firstRowMs200: 150,
  heap1000: 2.5 * 1024 * 1024,
  longestTaskMs: 100,
}
const CHROMIUM = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (path) => path && existsSync(path),
)
if (!CHROMIUM) throw new Error('No Chromium: install Debian package "chromium" or set CHROME_PATH')
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--js-flags=--expose-gc',
]

function startServer(dist, dataDir) {
  const port = 21000 + Math.floor(Math.random() * 20000)
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      PD_DB: join(dataDir, `${dist}.sqlite`),
      PD_DIST: dist,
      PD_DEMO: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      const match = chunk.toString().match(/pd-widgets demo: (http:\/\/\S+?)\/?\s/)
      if (match) resolve({ child, url: match[1] })
    })
    child.on('exit', (code) => reject(new Error(`server for ${dist} exited with ${code}`)))
  })
}

async function post(url, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`)
  return response.json()
}

/** A verified teacher holding `count` events: a quarter upcoming, the rest attended this year. */
async function seedTeacher(base, count) {
  await post(`${base}/__demo/reset`, {})
  const today = new Date()
  for (let index = 0; index < count; index += 1) {
    const upcoming = index % 4 === 0
    const day = new Date(today.getTime() + (upcoming ? 1 : -1) * ((index % 90) + 2) * 86_400_000)
    const date = day.toISOString().slice(0, 10)
    const { id } = await post(`${base}/__demo/events`, {
      type: ['VPD', 'Webinar', 'Certification Course', 'FinCamp'][index % 4],
      title: `Benchmark event ${index + 1}: budgeting, credit and saving`,
      startDate: date,
      endDate: date,
      startTime: '16:00:00',
      endTime: '17:00:00',
      timeString: '4:00 PM - 5:00 PM PT',
      pdHours: 1,
      duration: 1,
      virtual: index % 4 === 3 ? 0 : 1,
      city: 'Fresno',
      state: 'CA',
      format: index % 4 === 3 ? 'InPerson' : 'Virtual',
      user: 'Ana Ruiz',
      description: '<p>A short description.</p>',
    })
    await post(`${base}/__demo/tickets`, {
      userEmail: 'verified@example.org',
      eventId: String(id),
      status: upcoming ? 'Registered' : 'Attended',
    })
  }
}

/** Records long tasks and the moment the first academy table row is painted. */
function instrument() {
  const marks = { longTasks: [], firstRowAt: undefined }
  window.__bench = marks
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.longTasks.push(entry.duration)
  }).observe({ type: 'longtask', buffered: true })
  const watch = () => {
    new MutationObserver((_, observer) => {
      if (document.querySelector('.pd-root table tbody tr')) {
        observer.disconnect()
        requestAnimationFrame(() => setTimeout(() => (marks.firstRowAt = performance.now()), 0))
      }
    }).observe(document.documentElement, { childList: true, subtree: true })
  }
  if (document.documentElement) watch()
  else document.addEventListener('DOMContentLoaded', watch)
}

/**
 * Logs the teacher in without loading any widget: the XSRF cookie comes from a plain 404 page and
 * the call goes through Playwright's request API, so the measured load starts with a cold cache.
 */
async function login(page, base) {
  await page.goto(`${base}/no-such-page/`)
  const cookie = (await page.context().cookies()).find((item) => item.name === 'XSRF-TOKEN')
  const response = await page.request.post(`${base}/aaa-content/packages/user-login-manager/api/login/`, {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(cookie?.value ?? '') },
    data: { u: 'verified@example.org', p: 'Demo-pass-1' },
  })
  const token = (await response.json()).info.t
  await page.addInitScript((value) => localStorage.setItem('t', value), token)
}

async function measure(browser, base, path, { throttle, needsLogin, waitFor, after }) {
  const context = await browser.newContext()
  const page = await context.newPage()
  if (needsLogin) await login(page, base)
  // A second page of a visit: the first one's chunks are in the browser's cache.
  if (after) await page.goto(`${base}${after}`, { waitUntil: 'networkidle' })
  const jsBodies = []
  page.on('response', async (response) => {
    if (response.url().endsWith('.js') && response.ok())
      jsBodies.push(response.body().catch(() => Buffer.alloc(0)))
  })
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
  await page.addInitScript(instrument)
  await page.goto(`${base}${path}`, { waitUntil: 'load' })
  await waitInPage(page, (selector) => document.querySelector(selector) !== null, waitFor)
  await waitInPage(
    page,
    () => window.__bench.firstRowAt !== undefined || !document.querySelector('.pd-root table'),
  )
  await new Promise((resolve) => setTimeout(resolve, 300))
  const timings = await page.evaluate(() => {
    const loader = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.endsWith('/pd-widgets.js'))
    return {
      firstRowMs:
        window.__bench.firstRowAt !== undefined && loader
          ? window.__bench.firstRowAt - loader.responseEnd
          : null,
      longTasks: window.__bench.longTasks,
      domNodes: document.getElementsByTagName('*').length,
    }
  })
  const heapBytes = await heapAfterGc(cdp)
  const bodies = await Promise.all(jsBodies)
  await context.close()
  return {
    firstRowMs: timings.firstRowMs,
    longestTaskMs: Math.max(0, ...timings.longTasks),
    totalBlockingMs: timings.longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
    heapBytes,
    domNodes: timings.domNodes,
    jsGzipBytes: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
  }
}

/**
 * Polls a condition with plain page.evaluate. Playwright's waitForSelector and waitForFunction
 * inject its selector engine into the page, which adds about 1.2 MB to the page's JS heap and
 * would be counted as ours.
 */
async function waitInPage(page, condition, argument) {
  const deadline = Date.now() + 60_000
  while (!(await page.evaluate(condition, argument))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${condition}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** The JS heap of an empty page in this Chromium: the part of every heap figure that is not ours. */
async function blankPageHeap(browser) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.setContent('<!doctype html><title>blank</title><p>blank</p>')
  const heapBytes = await heapAfterGc(await context.newCDPSession(page))
  await context.close()
  return heapBytes
}

/** The page's JS heap after a forced garbage collection. */
async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage')
  return (await cdp.send('Runtime.getHeapUsage')).usedSize
}

function median(values) {
  const known = values.filter((value) => value !== null && value !== undefined).sort((a, b) => a - b)
  if (known.length === 0) return null
  const middle = Math.floor(known.length / 2)
  return known.length % 2 ? known[middle] : (known[middle - 1] + known[middle]) / 2
}

const ACADEMY = {
  path: '/account/#!/my-account-finlit-academy',
  needsLogin: true,
  waitFor: '.pd-root table tbody tr',
}

const SCENARIOS = [
  { name: 'home page', path: '/', waitFor: '[data-pd-widget="newsletter"][data-pd-mounted="true"]' },
  {
    name: 'newsletter only',
    path: '/newsletter/',
    waitFor: '[data-pd-widget="newsletter"][data-pd-mounted="true"]',
  },
  { name: 'event registration', path: '/event/?id=103', waitFor: 'form' },
  ...EVENT_COUNTS.map((count) => ({ ...ACADEMY, name: `academy, ${count} events`, events: count })),
  { ...ACADEMY, name: 'academy, 200 events, after the home page', events: 200, after: '/' },
]

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'pd-bench-'))
  const servers = {
    preact: await startServer('dist', dataDir),
    react: await startServer('dist-react', dataDir),
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS })
  const results = []
  let blankHeapBytes = null
  try {
    blankHeapBytes = await blankPageHeap(browser)
    for (const scenario of SCENARIOS.filter((item) => item.name.includes(ONLY))) {
      if (scenario.events)
        await Promise.all(Object.values(servers).map((server) => seedTeacher(server.url, scenario.events)))
      for (const throttle of THROTTLES) {
        const row = { scenario: scenario.name, throttle }
        for (const [build, server] of Object.entries(servers)) {
          const runs = []
          for (let run = 0; run < RUNS; run += 1)
            runs.push(await measure(browser, server.url, scenario.path, { ...scenario, throttle }))
          row[build] = Object.fromEntries(
            Object.keys(runs[0]).map((key) => [key, median(runs.map((item) => item[key]))]),
          )
        }
        results.push(row)
        console.log(`measured ${scenario.name} at ${throttle}x`)
      }
    }
  } finally {
    await browser.close()
    for (const server of Object.values(servers)) server.child.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }
  report(results, blankHeapBytes)
}

function ratio(ours, theirs) {
  return ours === null || theirs === null || !theirs ? '–' : `${(ours / theirs).toFixed(2)}×`
}

function report(results, blankHeapBytes) {
  const metrics = [
    ['jsGzipBytes', 'JS gzip (KiB)', (value) => (value / 1024).toFixed(1)],
    ['firstRowMs', 'first row (ms)', (value) => value.toFixed(0)],
    ['longestTaskMs', 'longest task (ms)', (value) => value.toFixed(0)],
    ['totalBlockingMs', 'TBT (ms)', (value) => value.toFixed(0)],
    ['heapBytes', 'heap (MB)', (value) => (value / 1048576).toFixed(2)],
    ['domNodes', 'DOM nodes', (value) => String(value)],
  ]
  const lines = ['| page | CPU | metric | preact/compat | React | ratio |', '|---|---|---|---|---|---|']
  for (const row of results) {
    for (const [key, label, show] of metrics) {
      const ours = row.preact[key]
      const theirs = row.react[key]
      if (ours === null && theirs === null) continue
      lines.push(
        `| ${row.scenario} | ${row.throttle}x | ${label} | ${ours === null ? '–' : show(ours)} | ${theirs === null ? '–' : show(theirs)} | ${ratio(ours, theirs)} |`,
      )
    }
  }
  const table = lines.join('\n')
  mkdirSync('bench-results', { recursive: true })
  writeFileSync(
    'bench-results/bench.json',
    `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, goals: GOALS, blankHeapBytes, results }, null, 2)}\n`,
  )
  const blank = `JS heap of an empty page (the engine's own share of every heap figure): ${(blankHeapBytes / 1048576).toFixed(2)} MB`
  writeFileSync('bench-results/bench.md', `${table}\n\n${blank}\n`)
  console.log(
    `\n${table}\n\n${blank}\nmedians of ${RUNS} runs; written to bench-results/bench.json and bench-results/bench.md`,
  )
}

await main()
