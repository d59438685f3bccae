import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '../../../shared/api/api-error'
import { setApiFetch } from '../../../shared/api/client'
import { lazyCall } from '../../../shared/api/lazy-call'
import { probeCall as probe } from '../../helpers/probe-call'

afterEach(() => setApiFetch(undefined))

describe('lazyCall', () => {
  it('loads the contract once, however often the form asks to prepare', async () => {
    let loads = 0
    const lazy = lazyCall(async () => {
      loads += 1
      return probe
    })
    lazy.prepare()
    lazy.prepare()
    setApiFetch((async () => Response.json({ success: true, info: { n: 7 } })) as typeof fetch)
    await expect(lazy.call({ id: '1' })).resolves.toEqual({ n: 7 })
    expect(loads).toBe(1)
  })

  it('rejects like the call when the answer fails, with the call default', async () => {
    const lazy = lazyCall(async () => probe)
    setApiFetch((async () => new Response('down', { status: 500 })) as typeof fetch)
    const error = await lazy.call({ id: '1' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe('Probe default')
  })

  it('downloads again on the next use after a failed download', async () => {
    let loads = 0
    const lazy = lazyCall(async () => {
      loads += 1
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module')
      return probe
    })
    const failed = await lazy.call({ id: '1' }).catch((caught: unknown) => caught)
    // What the form shows: a page opened before a release that removed the file must be reloaded.
    expect(failed).toBeInstanceOf(ApiError)
    expect((failed as ApiError).message).toBe(
      'This part of the page could not be loaded. Reload the page to try again.',
    )
    expect((failed as ApiError).cause).toBeInstanceOf(TypeError)
    setApiFetch((async () => Response.json({ success: true, info: { n: 1 } })) as typeof fetch)
    await expect(lazy.call({ id: '1' })).resolves.toEqual({ n: 1 })
    expect(loads).toBe(2)
  })
})
