import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The files that take longest, started first. On a fresh checkout vitest has no timings to go by
 * and starts the larger files first; the sweep is a short file of long tests, and started last it
 * ran alone for the suite's last minutes while the other worker stood idle.
 */
const LONGEST_FIRST = ['sweep.test.ts', 'phone-layout.test.ts', 'account.test.ts']

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.findIndex((name) => file.moduleId.endsWith(`/${name}`))
      return index === -1 ? LONGEST_FIRST.length : index
    }
    // Array.prototype.sort is stable: the rest keep vitest's own order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b))
  }
}

/** Real-browser tests: Chromium driven by playwright-core against the server `npm start` runs. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60000,
    hookTimeout: 120000,
    // Two files at a time, each worker with its own server and database (global-setup.ts). The
    // browser keeps both cores busy: a third worker made each file some 40% slower and saved 7%.
    maxWorkers: 2,
    pool: 'forks',
    sequence: { sequencer: LongestFirst },
  },
})
