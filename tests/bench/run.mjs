// `npm run bench`: speed and size of the shipped (preact) build against the React build of
// the same code, in headless Chromium, in one run. Four sets: localhost at 1x and 4x CPU
// throttling, an emulated mobile network (mobile.mjs) over the demo server's HTTP/1.1 and over
// HTTP/2 as a CDN serves the files ('cdn'), and Lighthouse (lighthouse.mjs); medians of
// BENCH_RUNS page loads. Writes bench-results/bench.json and bench-results/bench.md and prints
// the tables with each goal met or missed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  heapAfterGc,
  localhostCertificate,
  login,
  median,
  seedTeacher,
  startServer,
  waitInPage,
} from './helpers.mjs'
import { audit, LIGHTHOUSE_VERSION } from './lighthouse.mjs'
import { MOBILE_SCENARIOS, MOBILE_VISITS, measureMobile } from './mobile.mjs'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
// A Lighthouse audit takes some 20 s; one per page and build unless asked for more.
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1)
// BENCH_SETS=mobile,lighthouse measures only those sets (localhost, mobile, cdn, lighthouse).
const SETS = (process.env.BENCH_SETS ?? 'localhost,mobile,cdn,lighthouse').split(',')
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

/** The JS heap of an empty page in this Chromium: the part of every heap figure that is not ours. */
async function blankPageHeap(browser) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.setContent('<!doctype html><title>blank</title><p>blank</p>')
  const heapBytes = await heapAfterGc(await context.newCDPSession(page))
  await context.close()
  return heapBytes
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

/** Medians of `runs` measurements of each build, one row. */
async function medians(servers, runs, measureOnce, urlOf = (server) => server.url) {
  const row = {}
  for (const [build, server] of Object.entries(servers)) {
    const samples = []
    for (let run = 0; run < runs; run += 1) samples.push(await measureOnce(urlOf(server)))
    row[build] = Object.fromEntries(
      Object.keys(samples[0]).map((key) => [key, median(samples.map((item) => item[key]))]),
    )
  }
  return row
}

const wanted = (scenario) => scenario.name.includes(ONLY)

async function seedBoth(servers, events) {
  await Promise.all(Object.values(servers).map((server) => seedTeacher(server.url, events)))
}

async function localhostSet(browser, servers) {
  const results = []
  for (const scenario of SCENARIOS.filter(wanted)) {
    if (scenario.events) await seedBoth(servers, scenario.events)
    for (const throttle of THROTTLES) {
      const row = await medians(servers, RUNS, (base) =>
        measure(browser, base, scenario.path, { ...scenario, throttle }),
      )
      results.push({ scenario: scenario.name, throttle, ...row })
      console.log(`measured ${scenario.name} at ${throttle}x`)
    }
  }
  return results
}

/** The mobile scenarios over HTTP/1.1 (`url`) or over HTTP/2 (`secureUrl`, the 'cdn' set). */
async function mobileSet(browser, servers, urlOf = (server) => server.url) {
  await seedBoth(servers, 200)
  const results = []
  const over = urlOf(Object.values(servers)[0]).startsWith('https:') ? 'HTTP/2' : 'HTTP/1.1'
  for (const scenario of MOBILE_SCENARIOS.filter(wanted))
    for (const visit of MOBILE_VISITS) {
      const row = await medians(servers, RUNS, (base) => measureMobile(browser, base, scenario, visit), urlOf)
      results.push({ scenario: scenario.name, visit, ...row })
      console.log(`measured ${scenario.name} (${visit}) on the emulated mobile network over ${over}`)
    }
  return results
}

async function lighthouseSet(servers) {
  await seedBoth(servers, 200)
  const results = []
  for (const scenario of MOBILE_SCENARIOS.filter(wanted)) {
    const row = await medians(servers, LIGHTHOUSE_RUNS, (base) => audit(base, scenario))
    results.push({ scenario: scenario.name, ...row })
    console.log(`audited ${scenario.name} with Lighthouse ${LIGHTHOUSE_VERSION}`)
  }
  return results
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'pd-bench-'))
  const certificate = SETS.includes('cdn') ? localhostCertificate(dataDir) : undefined
  if (SETS.includes('cdn') && !certificate) console.log('no openssl: the HTTP/2 (cdn) set is left out')
  const servers = {
    preact: await startServer('dist', dataDir, certificate),
    react: await startServer('dist-react', dataDir, certificate),
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS })
  const machine = `Chromium ${browser.version()}, Node ${process.versions.node}`
  const measured = { localhost: [], mobile: [], cdn: [], lighthouse: [] }
  let blankHeapBytes = null
  try {
    blankHeapBytes = await blankPageHeap(browser)
    if (SETS.includes('localhost')) measured.localhost = await localhostSet(browser, servers)
    if (SETS.includes('mobile')) measured.mobile = await mobileSet(browser, servers)
    if (certificate) measured.cdn = await mobileSet(browser, servers, (server) => server.secureUrl)
    if (SETS.includes('lighthouse')) measured.lighthouse = await lighthouseSet(servers)
  } finally {
    await browser.close()
    for (const server of Object.values(servers)) server.child.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }
  report(measured, blankHeapBytes, machine)
}

function ratio(ours, theirs) {
  return ours === null || theirs === null || !theirs ? '–' : `${(ours / theirs).toFixed(2)}×`
}

const kib = (value) => (value / 1024).toFixed(1)
const ms = (value) => value.toFixed(0)
const plain = (value) => String(Math.round(value * 1000) / 1000)

/** One markdown table: a line per row and metric, our build beside React's and their ratio. */
function metricTable(rows, heading, rowLabel, metrics) {
  const lines = [`| ${heading} | metric | preact | React | ratio |`, '|---|---|---|---|---|']
  for (const row of rows)
    for (const [key, label, show] of metrics) {
      const ours = row.preact[key]
      const theirs = row.react[key]
      if (ours === null && theirs === null) continue
      const cell = (value) => (value === null ? '–' : show(value))
      lines.push(`| ${rowLabel(row)} | ${label} | ${cell(ours)} | ${cell(theirs)} | ${ratio(ours, theirs)} |`)
    }
  return lines.join('\n')
}

const LOCALHOST_METRICS = [
  ['jsGzipBytes', 'JS gzip (KiB)', kib],
  ['firstRowMs', 'first row (ms)', ms],
  ['longestTaskMs', 'longest task (ms)', ms],
  ['totalBlockingMs', 'TBT (ms)', ms],
  ['heapBytes', 'heap (MB)', (value) => (value / 1048576).toFixed(2)],
  ['domNodes', 'DOM nodes', (value) => String(value)],
]
const MOBILE_METRICS = [
  ['contentMs', 'first useful content (ms)', ms],
  ['chainDepth', 'request chain after the HTML', plain],
  ['requests', 'requests before the content', plain],
  ['jsFiles', 'JS files', plain],
  ['jsFromNetwork', 'JS files from the network', plain],
  ['jsGzipBytes', 'JS gzip (KiB)', kib],
]
const LIGHTHOUSE_METRICS = [
  ['performance', 'performance score', plain],
  ['accessibility', 'accessibility score', plain],
  ['cls', 'cumulative layout shift', (value) => value.toFixed(3)],
  ['fcpMs', 'first contentful paint (ms)', ms],
  ['lcpMs', 'largest contentful paint (ms)', ms],
  ['tbtMs', 'total blocking time (ms)', ms],
  ['speedIndexMs', 'speed index (ms)', ms],
]

const coldRow = (rows, name) => rows.find((row) => row.scenario === name && row.visit === 'cold')

/** The emulated network's time goals, for one protocol's rows. */
function timeGoals(rows, over, check) {
  const deepest = Math.max(...rows.map((row) => row.preact.chainDepth ?? 0))
  if (rows.length) check(`${over}request chain after the HTML at most 3 on every page`, deepest, deepest <= 3)
  const academy = coldRow(rows, 'academy, 200 events')
  if (academy) {
    check(
      `${over}academy first row at most 1500 ms cold`,
      `${ms(academy.preact.contentMs)} ms`,
      academy.preact.contentMs <= 1500,
    )
    const share = academy.preact.contentMs / academy.react.contentMs
    check(`${over}academy first row at most 0.5x the React build`, `${share.toFixed(2)}x`, share <= 0.5)
  }
  for (const name of ['home page', 'newsletter only']) {
    const row = coldRow(rows, name)
    if (row)
      check(
        `${over}${name} content within 1000 ms cold`,
        `${ms(row.preact.contentMs)} ms`,
        row.preact.contentMs <= 1000,
      )
  }
}

/** Each goal of the benchmark with the figure of this run: met or missed. */
function goalLines({ localhost, mobile, cdn, lighthouse }) {
  const lines = []
  const check = (label, value, met) =>
    value !== null && value !== undefined && lines.push(`- ${label}: ${value} (${met ? 'met' : 'missed'})`)
  const cold = (name) => coldRow(mobile, name)
  timeGoals(mobile, '', check)
  timeGoals(cdn, 'over HTTP/2: ', check)
  for (const [name, goal] of [
    ['newsletter only', 16],
    ['event registration', 32],
    ['dashboard', 35],
    ['academy, 200 events', 35],
  ]) {
    const row = cold(name)
    if (row)
      check(
        `${name} JS at most ${goal} KiB gzip`,
        `${kib(row.preact.jsGzipBytes)} KiB`,
        row.preact.jsGzipBytes <= goal * 1024,
      )
  }
  for (const row of lighthouse) {
    check(
      `${row.scenario}: Lighthouse performance at least 95`,
      row.preact.performance,
      row.preact.performance >= 95,
    )
    check(
      `${row.scenario}: cumulative layout shift at most 0.02`,
      row.preact.cls.toFixed(3),
      row.preact.cls <= 0.02,
    )
  }
  const longest = Math.max(...localhost.map((row) => row.preact.longestTaskMs ?? 0))
  if (localhost.length) check('no task over 100 ms at 1x or 4x', `${ms(longest)} ms`, longest <= 100)
  const heap = localhost.find((row) => row.scenario === 'academy, 1000 events')
  if (heap)
    check(
      'heap at most 2.5 MB with 1,000 events',
      `${(heap.preact.heapBytes / 1048576).toFixed(2)} MB`,
      heap.preact.heapBytes <= GOALS.heap1000,
    )
  return lines.join('\n')
}

function report(measured, blankHeapBytes, machine) {
  const sections = [`Measured on ${machine}.`]
  if (measured.localhost.length)
    sections.push(
      `### Localhost, CPU 1x and 4x\n\n${metricTable(measured.localhost, 'page', (row) => `${row.scenario}, ${row.throttle}x`, LOCALHOST_METRICS)}`,
    )
  if (measured.mobile.length)
    sections.push(
      `### Emulated mobile network (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x)\n\n${metricTable(measured.mobile, 'page', (row) => `${row.scenario}, ${row.visit}`, MOBILE_METRICS)}`,
    )
  if (measured.cdn.length)
    sections.push(
      `### The same network over HTTP/2, as a CDN serves the files (TLS, one connection)\n\n${metricTable(measured.cdn, 'page', (row) => `${row.scenario}, ${row.visit}`, MOBILE_METRICS)}`,
    )
  if (measured.lighthouse.length)
    sections.push(
      `### Lighthouse ${LIGHTHOUSE_VERSION} (mobile, simulated slow 4G), median of ${LIGHTHOUSE_RUNS}\n\n${metricTable(measured.lighthouse, 'page', (row) => row.scenario, LIGHTHOUSE_METRICS)}`,
    )
  sections.push(`### Goals\n\n${goalLines(measured)}`)
  const blank = `JS heap of an empty page (the engine's own share of every heap figure): ${(blankHeapBytes / 1048576).toFixed(2)} MB`
  const text = `${sections.join('\n\n')}\n\n${blank}\n`
  mkdirSync('bench-results', { recursive: true })
  writeFileSync(
    'bench-results/bench.json',
    `${JSON.stringify({ date: new Date().toISOString(), machine, runs: RUNS, lighthouseRuns: LIGHTHOUSE_RUNS, goals: GOALS, blankHeapBytes, ...measured }, null, 2)}\n`,
  )
  writeFileSync('bench-results/bench.md', text)
  console.log(
    `\n${text}\nmedians of ${RUNS} runs; written to bench-results/bench.json and bench-results/bench.md`,
  )
}

await main()
