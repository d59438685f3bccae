// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { chooseEncoding } from '../../../demo-site/server/http/compression'
import { EVENTS_BASE } from '../../../shared/contract/events'
import { createTestApp } from '../../helpers/test-app'

const roots: string[] = []
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true })
})

/** A build folder with one chunk large enough to compress well and one a few bytes long. */
function fixtureDist() {
  const root = mkdtempSync(join(tmpdir(), 'pd-compress-'))
  roots.push(root)
  const distDir = join(root, 'dist')
  mkdirSync(join(distDir, 'chunks'), { recursive: true })
  const chunk = `export const texts = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `text number ${i}`))}\n`
  writeFileSync(join(distDir, 'chunks', 'chunk-LBRDI6KP.js'), chunk)
  writeFileSync(join(distDir, 'pd-widgets.js'), 'export {}')
  return { distDir, chunk }
}

async function bytes(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer())
}

describe('choosing an encoding', () => {
  it('prefers brotli, falls back to gzip, and honours q=0 and *', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(chooseEncoding('gzip, deflate')).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(chooseEncoding('*')).toBe('br')
    expect(chooseEncoding('identity')).toBeUndefined()
    expect(chooseEncoding(undefined)).toBeUndefined()
  })
})

describe('compressed answers', () => {
  it('sends a build file as brotli to a browser that takes it, the same bytes once decoded', async () => {
    const { distDir, chunk } = fixtureDist()
    const { fetch } = createTestApp({ distDir })
    const answer = await fetch('/widgets/chunks/chunk-LBRDI6KP.js', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    })
    expect(answer.headers.get('Content-Encoding')).toBe('br')
    expect(answer.headers.get('Vary')).toBe('Accept-Encoding')
    expect(answer.headers.get('Content-Type')).toMatch(/^text\/javascript/)
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    const body = await bytes(answer)
    expect(body.byteLength).toBeLessThan(Buffer.byteLength(chunk) / 3)
    expect(brotliDecompressSync(body).toString('utf8')).toBe(chunk)
  })

  it('sends gzip where brotli is not taken, and the plain file where neither is', async () => {
    const { distDir, chunk } = fixtureDist()
    const { fetch } = createTestApp({ distDir })
    const gzipped = await fetch('/widgets/chunks/chunk-LBRDI6KP.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    })
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip')
    expect(gunzipSync(await bytes(gzipped)).toString('utf8')).toBe(chunk)
    const plain = await fetch('/widgets/chunks/chunk-LBRDI6KP.js', {
      headers: { 'Accept-Encoding': 'identity' },
    })
    expect(plain.headers.get('Content-Encoding')).toBeNull()
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding')
    expect((await bytes(plain)).toString('utf8')).toBe(chunk)
  })

  it('compresses a small build file too (kept once compressed), but not one that would grow, nor a small call answer', async () => {
    const { distDir } = fixtureDist()
    const entry = `export const names = ${JSON.stringify(Array.from({ length: 20 }, (_, i) => `name ${i}`))}\n`
    mkdirSync(join(distDir, 'widgets'))
    writeFileSync(join(distDir, 'widgets', 'newsletter.js'), entry)
    expect(Buffer.byteLength(entry)).toBeLessThan(1024)
    const { fetch } = createTestApp({ distDir })
    const small = await fetch('/widgets/widgets/newsletter.js', { headers: { 'Accept-Encoding': 'br' } })
    expect(small.headers.get('Content-Encoding')).toBe('br')
    expect(brotliDecompressSync(await bytes(small)).toString('utf8')).toBe(entry)
    // Nine bytes come out larger compressed.
    const tiny = await fetch('/widgets/pd-widgets.js', { headers: { 'Accept-Encoding': 'br' } })
    expect(tiny.headers.get('Content-Encoding')).toBeNull()
    expect(await tiny.text()).toBe('export {}')
    const head = await fetch('/widgets/pd-widgets.js', {
      method: 'HEAD',
      headers: { 'Accept-Encoding': 'br' },
    })
    expect(head.headers.get('Vary')).toBe('Accept-Encoding')
    const answer = await fetch('/aaa-content/no-such-call', { headers: { 'Accept-Encoding': 'br' } })
    expect(answer.status).toBe(404)
    expect(answer.headers.get('Content-Encoding')).toBeNull()
  })

  it('compresses the JSON of a call and keeps its cookies and headers', async () => {
    const { fetch } = createTestApp()
    const answer = await fetch(`${EVENTS_BASE}list-events/`, {
      method: 'POST',
      json: {},
      headers: { 'Accept-Encoding': 'br' },
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Content-Encoding')).toBe('br')
    expect(answer.headers.get('Vary')).toMatch(/Accept-Encoding/)
    const envelope = JSON.parse(brotliDecompressSync(await bytes(answer)).toString('utf8'))
    expect(envelope.success).toBe(true)
    expect(envelope.info.events.length).toBeGreaterThan(0)
  })

  it('compresses pages and keeps their security headers and cookies', async () => {
    const { fetch } = createTestApp({ pageLoad: false })
    const page = await fetch('/', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(page.headers.get('Content-Encoding')).toBe('gzip')
    expect(page.headers.get('Content-Security-Policy')).toContain("script-src 'self'")
    expect(page.headers.getSetCookie().length).toBeGreaterThan(0)
    expect(gunzipSync(await bytes(page)).toString('utf8')).toContain('<html')
  })
})
