// `npm test`: type check, lint, build (with its size budgets), unit and widget tests, then the
// real-browser tests. Stops at the first failing step and ends with one summary line.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'

const steps = [
  ['type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint and format', 'npx', ['biome', 'check', '.']],
  ['build', 'node', ['build.mjs']],
  [
    'unit and widget tests',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/unit.json'],
  ],
  [
    'browser tests',
    'npx',
    [
      'vitest',
      'run',
      '--config',
      'vitest.e2e.config.ts',
      '--reporter=default',
      '--reporter=json',
      '--outputFile=test-results/e2e.json',
    ],
  ],
]

rmSync('test-results', { recursive: true, force: true })
let failedStep
for (const [label, command, args] of steps) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit' })
  console.log(
    `  ${label} ${result.status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  if (result.status !== 0) {
    failedStep = label
    break
  }
}

let passed = 0
let failed = 0
for (const file of ['test-results/unit.json', 'test-results/e2e.json']) {
  if (!existsSync(file)) continue
  const report = JSON.parse(readFileSync(file, 'utf8'))
  passed += report.numPassedTests
  failed += report.numFailedTests
}
if (failedStep) console.log(`\nstopped at: ${failedStep}`)
console.log(`\nTests: ${passed} passed, ${failed} failed`)
process.exit(failedStep || failed > 0 ? 1 : 0)
