// `npm test`: type check, lint, build (with its size budgets), unit and widget tests, then the
// real-browser tests. Stops at the first failing step and ends with one summary line.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'

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

/** A focused test (`.only`) would quietly skip the rest of its file: refuse to run at all. */
function focusedTests(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return focusedTests(path)
    if (!/\.(ts|tsx)$/.test(name)) return []
    return readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((line, index) => (/\b(it|test|describe)\.only\(/.test(line) ? [`${path}:${index + 1}`] : []))
  })
}

const focused = focusedTests('tests')
if (focused.length > 0) {
  console.log(`focused tests (.only) found, remove them:\n  ${focused.join('\n  ')}`)
  console.log('\nTests: 0 passed, 0 failed, 0 skipped')
  process.exit(1)
}

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
let skipped = 0
for (const file of ['test-results/unit.json', 'test-results/e2e.json']) {
  if (!existsSync(file)) continue
  const report = JSON.parse(readFileSync(file, 'utf8'))
  passed += report.numPassedTests
  failed += report.numFailedTests
  skipped += report.numPendingTests + report.numTodoTests
}
if (failedStep) console.log(`\nstopped at: ${failedStep}`)
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failedStep || failed > 0 ? 1 : 0)
