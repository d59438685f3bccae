// `npm test`: type check, lint, build (with its size budgets), then the unit and widget tests and
// the real-browser tests side by side. Ends with one summary line.
//
// Side by side, not one after the other: the browser tests spend much of their time waiting (for
// a page, a fade, a debounce) while the unit tests keep the processor busy: on the project's
// 2-core machine, quiet, 889 s side by side against 943 s in turn (README, The two commands).
// The unit tests' output is kept until they end and then printed in one piece, so the two logs do
// not interleave. PD_TEST_SERIAL=1 runs them one after the other, as before.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'

const checks = [
  ['type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint and format', 'npx', ['biome', 'check', '.']],
  ['build', 'node', ['build.mjs']],
]

const suites = [
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

const seconds = (started) => ((Date.now() - started) / 1000).toFixed(1)
const outcome = (label, ok, started) => `  ${label} ${ok ? 'passed' : 'FAILED'} in ${seconds(started)} s`

/** Runs one step with its output on the console; true when it passed. */
function runInTurn([label, command, args]) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`)
  const started = Date.now()
  const ok = spawnSync(command, args, { stdio: 'inherit' }).status === 0
  console.log(outcome(label, ok, started))
  return ok
}

/** Starts one step; `quiet`: its output is held and printed in one piece when it ends. */
function runBeside([label, command, args], quiet) {
  console.log(
    `\n▶ ${label}: ${command} ${args.join(' ')}${quiet ? ' (its output follows when it ends)' : ''}`,
  )
  const started = Date.now()
  const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
  const held = []
  child.stdout?.on('data', (chunk) => held.push(chunk))
  child.stderr?.on('data', (chunk) => held.push(chunk))
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (quiet) console.log(`\n▼ ${label}\n${Buffer.concat(held).toString()}`)
      console.log(outcome(label, status === 0, started))
      resolve(status === 0)
    })
  })
}

async function runSuites() {
  if (process.env.PD_TEST_SERIAL === '1') {
    const failed = suites.find((step) => !runInTurn(step))
    return failed?.[0]
  }
  const results = await Promise.all(suites.map((step, index) => runBeside(step, index === 0)))
  return suites.find((_step, index) => !results[index])?.[0]
}

function summary(failedStep) {
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
  return failedStep || failed > 0 ? 1 : 0
}

const focused = focusedTests('tests')
if (focused.length > 0) {
  console.log(`focused tests (.only) found, remove them:\n  ${focused.join('\n  ')}`)
  console.log('\nTests: 0 passed, 0 failed, 0 skipped')
  process.exit(1)
}

rmSync('test-results', { recursive: true, force: true })
mkdirSync('test-results', { recursive: true })
const failedCheck = checks.find((step) => !runInTurn(step))?.[0]
const failedStep = failedCheck ?? (await runSuites())
process.exit(summary(failedStep))
