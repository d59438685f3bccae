import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { createSecureServer } from 'node:http2'
import { dirname, isAbsolute, join, resolve } from 'node:path'
import { serve } from '@hono/node-server'
import type { SiteConfig } from '../../shared/config/site-config'
import { createApp, repoRoot } from './app'
import { type Database, openDatabase } from './db'
import { seedDatabase } from './seed'
import { loadSiteConfig } from './site-config-loader'

/**
 * The server process: `npm start` runs it from the repository root after the build.
 * PORT (8080), PD_DB (.data/pd-widgets.sqlite), PD_DEMO ('0' turns the demo tools off),
 * PD_SECRET (else a random secret kept in the database, so XSRF cookies survive restarts),
 * PD_DIST (the build served under /widgets/, default dist), and PD_TLS_PORT with PD_TLS_CERT and
 * PD_TLS_KEY (PEM files) for a second listener speaking HTTP/2 over TLS, as a CDN does.
 */

/** A setting the server cannot start with: said in one line, naming it, instead of a stack. */
function cannotStart(message: string): never {
  console.error(`pd-widgets demo: ${message}`)
  process.exit(1)
}

/**
 * The folder's missing levels, one at a time: Node 20's recursive mkdir never returns for a path
 * under /proc, where a single level fails at once.
 */
function makeFolder(folder: string): void {
  if (existsSync(folder)) return
  makeFolder(dirname(folder))
  mkdirSync(folder)
}

function databaseFile(): string {
  const file = process.env.PD_DB ?? join(repoRoot(), '.data', 'pd-widgets.sqlite')
  if (file === ':memory:') return file
  const full = isAbsolute(file) ? file : join(repoRoot(), file)
  try {
    makeFolder(dirname(full))
  } catch (error) {
    cannotStart(`cannot make the folder of PD_DB=${file} (${(error as Error).message})`)
  }
  return full
}

function openSeededDatabase(paths: SiteConfig['paths']): Database {
  const file = databaseFile()
  try {
    const opened = openDatabase(file)
    seedIfEmpty(opened, paths)
    return opened
  } catch (error) {
    cannotStart(`cannot open the database PD_DB=${file} (${(error as Error).message})`)
  }
}

function listenPort(): number {
  const given = process.env.PORT ?? '8080'
  const port = Number(given)
  if (!/^\d+$/.test(given.trim()) || port > 65535)
    cannotStart(`PORT must be a number from 0 to 65535, not "${given}"`)
  return port
}

function persistentSecret(db: Database): string {
  if (process.env.PD_SECRET) return process.env.PD_SECRET
  db.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT DO NOTHING').run(
    'xsrf_secret',
    randomBytes(32).toString('base64url'),
  )
  return (db.prepare('SELECT value FROM settings WHERE key = ?').get('xsrf_secret') as { value: string })
    .value
}

/**
 * Seeds a database that has no users yet, keeps any other. IMMEDIATE, so a second process starting
 * on the same new file waits and then sees the seed instead of seeding twice (the inner
 * transaction of seedDatabase becomes a savepoint).
 */
function seedIfEmpty(db: Database, paths: SiteConfig['paths']): void {
  db.transaction(() => {
    const users = (db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n
    if (users === 0) seedDatabase(db, { paths })
  }).immediate()
}

const port = listenPort()
// Read once: the seeded certificate links and the pages the app serves follow the same paths.
const config = loadSiteConfig(join(repoRoot(), 'demo-site', 'site-config.json'))
const db = openSeededDatabase(config.paths)
// PD_DIST serves another build (the React one, for the benchmark) under /widgets/.
// An absolute path is taken as it is, a relative one from the repository.
const distDir = process.env.PD_DIST ? resolve(repoRoot(), process.env.PD_DIST) : undefined
const app = createApp({
  db,
  config,
  demo: process.env.PD_DEMO !== '0',
  secret: persistentSecret(db),
  distDir,
  indexSearchNow: true,
})
const server = serve({ fetch: app.fetch, port }, (info) => {
  console.log(`pd-widgets demo: http://localhost:${info.port}/`)
})
server.on('error', (error: NodeJS.ErrnoException) =>
  cannotStart(error.code === 'EADDRINUSE' ? `port ${port} is in use: set PORT to a free one` : error.message),
)

/**
 * The same app over HTTP/2 (TLS, HTTP/1.1 allowed), on its own port: the benchmark measures a page
 * as a CDN serves it, where every file of a widget shares one connection instead of HTTP/1.1's six.
 */
function startSecureServer() {
  const { PD_TLS_PORT, PD_TLS_CERT, PD_TLS_KEY } = process.env
  if (!PD_TLS_PORT || !PD_TLS_CERT || !PD_TLS_KEY) return undefined
  return serve(
    {
      fetch: app.fetch,
      port: Number(PD_TLS_PORT),
      createServer: createSecureServer,
      serverOptions: { allowHTTP1: true, cert: readFileSync(PD_TLS_CERT), key: readFileSync(PD_TLS_KEY) },
    },
    (info) => console.log(`pd-widgets demo over HTTP/2: https://localhost:${info.port}/`),
  )
}
const secureServer = startSecureServer()

function shutDown(): void {
  server.close()
  secureServer?.close()
  db.close()
  process.exit(0)
}
process.on('SIGTERM', shutDown)
process.on('SIGINT', shutDown)
