import { readFile, stat } from 'node:fs/promises'
import { extname, resolve, sep } from 'node:path'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
}

export function contentTypeOf(file: string): string | undefined {
  return CONTENT_TYPES[extname(file).toLowerCase()]
}

/**
 * The file at `relativePath` inside `root`, or undefined. Refuses anything that would resolve
 * outside `root` (`..`, encoded slashes, absolute paths) and anything that is not a plain file.
 */
export function safeJoin(root: string, relativePath: string): string | undefined {
  if (relativePath.includes('\0') || relativePath.includes('\\')) return undefined
  const base = resolve(root)
  const full = resolve(base, `.${relativePath.startsWith('/') ? '' : '/'}${relativePath}`)
  return full === base || full.startsWith(base + sep) ? full : undefined
}

export async function isDirectory(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isDirectory() ?? false
}

export async function readPlainFile(path: string): Promise<Buffer | undefined> {
  const info = await stat(path).catch(() => undefined)
  if (!info?.isFile()) return undefined
  return readFile(path)
}
