import { describe, expect, it } from 'vitest'
import { chainDepth, requestDepths } from '../../scripts/request-chain.mjs'

const request = (name: string, start: number, end: number) => ({ name, start, end })

describe('request chain depth', () => {
  it('counts a request that starts after another ended one step deeper', () => {
    const loader = request('loader', 100, 250)
    const code = request('code', 260, 400)
    const data = request('data', 420, 600)
    const depths = requestDepths([data, code, loader])
    expect([depths.get(loader), depths.get(code), depths.get(data)]).toEqual([1, 2, 3])
    expect(chainDepth([loader, code, data])).toBe(3)
  })

  it('keeps requests that start together on one step, however long they take', () => {
    const loader = request('loader', 100, 250)
    const chunks = [request('a', 260, 900), request('b', 261, 300), request('c', 262, 1200)]
    expect(chainDepth([loader, ...chunks])).toBe(2)
  })

  it("counts a request that waited for no other as the HTML's step 1, even one started before the HTML's last byte was counted", () => {
    const loader = request('loader', 50, 200)
    const code = request('code', 210, 300)
    const depths = requestDepths([code, loader])
    expect([depths.get(loader), depths.get(code)]).toEqual([1, 2])
    expect(chainDepth([])).toBe(0)
  })
})
