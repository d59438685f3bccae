// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { checkBudgets } from '../../scripts/size-budgets.mjs'

const report = {
  loader: { gzip: 600 },
  runtime: { gzip: 6000 },
  widgets: { newsletter: { gzip: 24_000 }, account: { gzip: 39_000 } },
}

describe('size budgets (size-budgets.json)', () => {
  it('fails on a widget over its own budget and names the widget', () => {
    const misses = checkBudgets(report, { widgetFullLoad: 47_104, widgets: { newsletter: 16_384 } })
    expect(misses).toEqual(['widget newsletter (full load): 24000 B gzip > budget 16384 B'])
  })

  it("lets a widget's own budget win over the budget of any widget", () => {
    expect(
      checkBudgets(report, { widgetFullLoad: 20_000, widgets: { newsletter: 25_088, account: 39_936 } }),
    ).toEqual([])
  })

  it('fails on the loader and the runtime over their budgets', () => {
    expect(checkBudgets(report, { loader: 512, runtime: 4096 })).toEqual([
      'loader: 600 B gzip > budget 512 B',
      'runtime: 6000 B gzip > budget 4096 B',
    ])
  })

  it('holds a budget of its own for the newsletter, event registration and account widgets', () => {
    const budgets = JSON.parse(readFileSync('size-budgets.json', 'utf8')).preact
    expect(Object.keys(budgets.widgets).sort()).toEqual(['account', 'event-registration', 'newsletter'])
  })
})
