import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'

export type Encoding = 'br' | 'gzip'

/** Below this a compressed answer saves less than its headers and the CPU cost. */
export const MIN_COMPRESS_BYTES = 1024

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml|image\/x-icon)/

/**
 * The encoding to answer with, from the request's Accept-Encoding: brotli first (about 15% smaller
 * than gzip on our chunks), then gzip; an encoding with q=0 is refused, `*` stands for the rest.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const weights = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    weights.set(name, q ? Number(q.slice(2)) : 1)
  }
  const allows = (encoding: string) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0
  if (allows('br')) return 'br'
  if (allows('gzip')) return 'gzip'
  return undefined
}

/**
 * Compressed bodies of the build's files, by encoding and content hash: each file is compressed
 * once per server start (brotli at its best level, as a build step would), not per request.
 * Data answers change with every call and are compressed at a fast level, not kept.
 */
const staticCache = new Map<string, Uint8Array>()
const STATIC_CACHE_ENTRIES = 2000

function compress(body: Uint8Array, encoding: Encoding, best: boolean): Uint8Array {
  if (encoding === 'gzip') return gzipSync(body, { level: best ? 9 : 6 })
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  })
}

function compressStatic(body: Uint8Array, encoding: Encoding): Uint8Array {
  const key = `${encoding}:${createHash('sha256').update(body).digest('base64url')}`
  const known = staticCache.get(key)
  if (known) return known
  const compressed = compress(body, encoding, true)
  if (staticCache.size >= STATIC_CACHE_ENTRIES) staticCache.delete(staticCache.keys().next().value ?? '')
  staticCache.set(key, compressed)
  return compressed
}

function addVary(headers: Headers): void {
  const vary = headers.get('Vary')
  if (!vary) headers.set('Vary', 'Accept-Encoding')
  else if (!/\baccept-encoding\b/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`)
}

/** A file of the build (the widgets' scripts and styles), not the site config served beside them. */
const isBuildPath = (path: string) =>
  path.startsWith('/widgets/') && !/\/site-config(-[a-z]+)?\.json$/.test(path)

/**
 * The body in `encoding`, its headers set to say so; as it is when compressing makes it no smaller
 * (a file of a few dozen bytes).
 */
function encoded(
  body: Uint8Array<ArrayBuffer>,
  encoding: Encoding,
  isBuildFile: boolean,
  headers: Headers,
): Uint8Array<ArrayBuffer> {
  const packed = isBuildFile ? compressStatic(body, encoding) : compress(body, encoding, false)
  if (packed.byteLength >= body.byteLength) return body
  headers.set('Content-Encoding', encoding)
  headers.delete('Content-Length')
  return new Uint8Array(packed)
}

/**
 * Compresses text answers (pages, scripts, styles, JSON of the calls) as a CMS or CDN in front of
 * the site would. Every compressible answer says `Vary: Accept-Encoding`, so a shared cache never
 * hands a compressed copy to a browser that did not ask for one.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const original = c.res
    const type = original.headers.get('Content-Type') ?? ''
    if (!COMPRESSIBLE.test(type) || original.headers.has('Content-Encoding')) return
    // A HEAD answer tells the headers its GET would have, Vary included.
    if (c.req.method === 'HEAD') return addVary(original.headers)
    if (!original.body) return
    const body = new Uint8Array(await original.arrayBuffer())
    const headers = new Headers(original.headers)
    const isBuildFile = isBuildPath(c.req.path)
    // A build file is compressed once and kept, so even a small one is worth it.
    const worthIt = isBuildFile || body.byteLength >= MIN_COMPRESS_BYTES
    if (worthIt) addVary(headers)
    const encoding = worthIt ? chooseEncoding(c.req.header('Accept-Encoding')) : undefined
    const sent = encoding ? encoded(body, encoding, isBuildFile, headers) : body
    // Replace, not merge: Hono's setter would copy the old Content-Length onto the new answer.
    c.res = undefined
    c.res = new Response(sent, { status: original.status, statusText: original.statusText, headers })
  }
}
