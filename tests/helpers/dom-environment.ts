import { builtinEnvironments, type Environment } from 'vitest/runtime'

/**
 * happy-dom for the page, with Node's own fetch classes kept. happy-dom's Request and Response
 * drop Cookie and Set-Cookie headers (as a browser's script-side classes must), and the widget
 * tests run the reference server app in the same process: with happy-dom's classes its
 * anti-forgery cookies would never reach it. Everything the page sees (document, storage,
 * events, cookies) stays happy-dom's.
 */
const NATIVE_KEYS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'File',
  'Blob',
  'AbortController',
  'AbortSignal',
  'URL',
  'URLSearchParams',
  'ReadableStream',
  'TextEncoder',
  'TextDecoder',
] as const

const environment: Environment = {
  name: 'happy-dom-with-node-fetch',
  viteEnvironment: 'client',
  async setup(global, options) {
    const saved = Object.fromEntries(NATIVE_KEYS.map((key) => [key, global[key]]))
    const happyDom = builtinEnvironments['happy-dom']
    const result = await happyDom.setup(global, options)
    Object.assign(global, saved)
    return result
  },
}

export default environment
