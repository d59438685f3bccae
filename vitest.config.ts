import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const reactOnPreact = fileURLToPath(new URL('./shared/ui/react-on-preact.ts', import.meta.url))

/**
 * Unit and widget tests run on what ships: React imports resolve to preact through
 * shared/ui/react-on-preact.ts, as in the default build. zustand is inlined so its hook resolves
 * the same alias (otherwise it imports the real react and fails with "Invalid hook call"). valibot
 * stays valibot here, as the in-process reference server uses it; the browser's engine is held to
 * it by tests/shared/contract/valibot-lite.test.ts, and the browser tests run the built engine.
 */
export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: reactOnPreact },
  { find: /^react-dom$/, replacement: reactOnPreact },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: reactOnPreact },
]

export default defineConfig({
  resolve: { alias: preactAliases },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: './tests/helpers/dom-environment.ts',
    setupFiles: ['tests/helpers/setup.ts'],
    server: { deps: { inline: ['zustand', '@testing-library/preact'] } },
    testTimeout: 20000,
    // An afterEach waits for the calls a widget left in flight (tests/helpers/widget-server.ts).
    hookTimeout: 30000,
    pool: 'forks',
    // vitest's default is one worker fewer than the cores: a single worker on a 2-core machine,
    // which left one core idle (271 s for the suite against 163 s with two, measured 2026-11-29).
    maxWorkers: 2,
  },
})
