// What the benchmark's scenario sets share: the browser, the two servers, the seeded teacher, the
// API login and waiting without Playwright's injected scripts.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'

export const CHROMIUM = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (path) => path && existsSync(path),
)
if (!CHROMIUM) throw new Error('No Chromium: install Debian package "chromium" or set CHROME_PATH')
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--js-flags=--expose-gc',
]

/**
 * A self-signed certificate for localhost, made with openssl, for the servers' HTTP/2 listener;
 * undefined (and that set skipped) when openssl is not there.
 */
export function localhostCertificate(dataDir) {
  const cert = join(dataDir, 'localhost-cert.pem')
  const key = join(dataDir, 'localhost-key.pem')
  const made = spawnSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost',
    '-days',
    '2',
    '-keyout',
    key,
    '-out',
    cert,
  ])
  return made.status === 0 ? { cert, key } : undefined
}

const randomPort = () => 21000 + Math.floor(Math.random() * 20000)

/**
 * The demo server with `dist` under /widgets/: `url` over HTTP/1.1 and, given a certificate,
 * `secureUrl` over HTTP/2 from the same process (one database, seeded through either).
 */
export function startServer(dist, dataDir, certificate) {
  const tls = certificate
    ? { PD_TLS_PORT: String(randomPort()), PD_TLS_CERT: certificate.cert, PD_TLS_KEY: certificate.key }
    : {}
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(randomPort()),
      PD_DB: join(dataDir, `${dist}.sqlite`),
      PD_DIST: dist,
      PD_DEMO: '1',
      ...tls,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const server = { child, url: undefined, secureUrl: undefined }
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      const text = chunk.toString()
      server.url ??= text.match(/pd-widgets demo: (http:\/\/\S+?)\/?\s/)?.[1]
      server.secureUrl ??= text.match(/over HTTP\/2: (https:\/\/\S+?)\/?\s/)?.[1]
      if (server.url && (!certificate || server.secureUrl)) resolve(server)
    })
    child.on('exit', (code) => reject(new Error(`server for ${dist} exited with ${code}`)))
  })
}

export async function post(url, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`)
  return response.json()
}

/** A verified teacher holding `count` events: a quarter upcoming, the rest attended this year. */
export async function seedTeacher(base, count) {
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

/**
 * The verified teacher's token, from a page without widgets: the XSRF cookie comes from a plain 404
 * page and the call goes through Playwright's request API, so no widget chunk is cached.
 */
export async function apiToken(page, base) {
  await page.goto(`${base}/no-such-page/`)
  const cookie = (await page.context().cookies()).find((item) => item.name === 'XSRF-TOKEN')
  const response = await page.request.post(`${base}/aaa-content/packages/user-login-manager/api/login/`, {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(cookie?.value ?? '') },
    data: { u: 'verified@example.org', p: 'Demo-pass-1' },
  })
  return (await response.json()).info.t
}

/** Logs the teacher in for every later page of this browser context, with a cold cache. */
export async function login(page, base) {
  const token = await apiToken(page, base)
  await page.addInitScript((value) => localStorage.setItem('t', value), token)
}

/**
 * Polls a condition with plain page.evaluate. Playwright's waitForSelector and waitForFunction
 * inject its selector engine into the page, which adds about 1.2 MB to the page's JS heap and
 * would be counted as ours.
 */
export async function waitInPage(page, condition, argument) {
  const deadline = Date.now() + 60_000
  while (!(await page.evaluate(condition, argument))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${condition}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** The page's JS heap after a forced garbage collection. */
export async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage')
  return (await cdp.send('Runtime.getHeapUsage')).usedSize
}

export function median(values) {
  const known = values.filter((value) => value !== null && value !== undefined).sort((a, b) => a - b)
  if (known.length === 0) return null
  const middle = Math.floor(known.length / 2)
  return known.length % 2 ? known[middle] : (known[middle - 1] + known[middle]) / 2
}
