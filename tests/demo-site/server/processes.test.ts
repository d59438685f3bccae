// @vitest-environment node
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import BetterSqlite3 from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEED_EVENTS } from '../../../demo-site/server/seed'
import { EVENTS_BASE } from '../../../shared/contract/events'
import { LOGIN_BASE } from '../../../shared/contract/login-manager'
import { USER_API_BASE } from '../../../shared/contract/user-data'

/**
 * The real server processes on one database file, as `npm start` runs them: duplicate and
 * overbooking races across two processes, and kill -9 while writes are being acknowledged.
 */
const root = process.cwd()
const serverMain = process.env.PD_SERVER_MAIN ?? join(root, 'dist', 'server', 'main.js')
const workDir = mkdtempSync(join(tmpdir(), 'pd-server-'))
const dbFile = join(workDir, 'pd.sqlite')
const running: ChildProcess[] = []

interface Server {
  child: ChildProcess
  url: string
}

function startServer(): Promise<Server> {
  const child = spawn(process.execPath, [serverMain], {
    cwd: root,
    env: { ...process.env, PORT: '0', PD_DB: dbFile, PD_DEMO: '1', PD_SECRET: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.push(child)
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 60_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const url = /pd-widgets demo: (http:\/\/localhost:\d+\/)/.exec(output)?.[1]
      if (url) {
        clearTimeout(timer)
        resolve({ child, url: url.replace(/\/$/, '') })
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)))
  })
}

interface Envelope {
  success: boolean
  info?: { t?: string; ticketId?: string; waitlisted?: boolean }
  errorText?: string
}

/** A browser-like client: page load for the cookies, then X-XSRF-TOKEN on every POST. */
class Client {
  private cookie = ''
  private xsrf = ''

  async load(server: Server): Promise<void> {
    const response = await fetch(`${server.url}/`)
    const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]!)
    this.cookie = cookies.join('; ')
    this.xsrf = cookies.find((pair) => pair.startsWith('XSRF-TOKEN='))!.slice('XSRF-TOKEN='.length)
  }

  async post(server: Server, path: string, json: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Cookie: this.cookie,
        'X-XSRF-TOKEN': this.xsrf,
        ...headers,
      },
      body: JSON.stringify(json),
    })
    return response.json() as Promise<Envelope>
  }
}

let serverA: Server
let serverB: Server
const client = new Client()

beforeAll(async () => {
  if (!existsSync(serverMain)) execFileSync(process.execPath, ['build.mjs'], { cwd: root, stdio: 'inherit' })
  serverA = await startServer()
  // The second process opens the database the first one created and seeded, and keeps it.
  serverB = await startServer()
  // PD_SECRET is empty, so both use the secret persisted in the database: one cookie serves both.
  await client.load(serverA)
}, 120_000)

afterAll(() => {
  for (const child of running) child.kill('SIGKILL')
  rmSync(workDir, { recursive: true, force: true })
})

function countRows(sql: string, ...params: unknown[]): number {
  const db = new BetterSqlite3(dbFile, { readonly: true })
  try {
    return (db.prepare(sql).get(...params) as { n: number }).n
  } finally {
    db.close()
  }
}

describe('two server processes on one database', () => {
  it('turns 200 parallel double-submits of one registration into exactly one ticket', async () => {
    const login = await client.post(serverA, `${LOGIN_BASE}login/`, { u: 'verified', p: 'Demo-pass-1' })
    const auth = { CPAUTH: login.info?.t ?? '' }
    const body = {
      eventID: String(SEED_EVENTS.vpdOpen),
      registrationForm: { finlitEmail: 'verified@example.org' },
    }
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        client.post(index % 2 ? serverA : serverB, `${EVENTS_BASE}register/`, body, auth),
      ),
    )
    expect(answers.every((answer) => answer.success)).toBe(true)
    expect(new Set(answers.map((answer) => answer.info?.ticketId)).size).toBe(1)
    expect(
      countRows('SELECT COUNT(*) AS n FROM tickets WHERE event_id = ? AND user_id = 1', SEED_EVENTS.vpdOpen),
    ).toBe(1)
  }, 120_000)

  it('never seats more people than the capacity of a nearly full event', async () => {
    const created = await fetch(`${serverA.url}/__demo/events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        type: 'VPD',
        title: 'Race for the last seats',
        startDate: '2030-01-15',
        capacity: 5,
      }),
    })
    const { id } = (await created.json()) as { id: string }
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        client.post(index % 2 ? serverA : serverB, `${EVENTS_BASE}register/`, {
          eventID: id,
          registrationForm: {
            question_38: `racer${index}@example.org`,
            question_41: 'Race',
            question_42: `Number ${index}`,
          },
        }),
      ),
    )
    expect(answers.every((answer) => answer.success)).toBe(true)
    expect(answers.filter((answer) => !answer.info?.waitlisted)).toHaveLength(5)
    expect(
      countRows(`SELECT COUNT(*) AS n FROM tickets WHERE event_id = ? AND status = 'Registered'`, Number(id)),
    ).toBe(5)
    expect(
      countRows(`SELECT COUNT(*) AS n FROM tickets WHERE event_id = ? AND status = 'Waitlisted'`, Number(id)),
    ).toBe(55)
  }, 120_000)
})

describe('a crash while writes are acknowledged', () => {
  it('keeps every acknowledged write after kill -9 and a restart', async () => {
    const acknowledged: string[] = []
    let stop = false
    const writer = async (worker: number) => {
      for (let index = 0; !stop; index++) {
        const email = `crash-${worker}-${index}@example.org`
        try {
          const answer = await client.post(serverA, `${USER_API_BASE}subscriptions/newsletter/`, { email })
          if (answer.success) acknowledged.push(email)
        } catch {
          return // the connection died with the server
        }
      }
    }
    const writers = Array.from({ length: 8 }, (_, worker) => writer(worker))
    await new Promise((resolve) => setTimeout(resolve, 1500))
    serverA.child.kill('SIGKILL')
    stop = true
    await Promise.all(writers)
    expect(acknowledged.length).toBeGreaterThan(20)

    serverA = await startServer()
    const restarted = new Client()
    await restarted.load(serverA)
    expect(
      (await restarted.post(serverA, `${LOGIN_BASE}login/`, { u: 'pending', p: 'Demo-pass-1' })).success,
    ).toBe(true)
    const db = new BetterSqlite3(dbFile, { readonly: true })
    try {
      const stored = new Set(
        (
          db.prepare(`SELECT email FROM subscriptions WHERE list = 'newsletter'`).all() as { email: string }[]
        ).map((row) => row.email),
      )
      const lost = acknowledged.filter((email) => !stored.has(email))
      expect(lost).toEqual([])
    } finally {
      db.close()
    }
  }, 120_000)
})
