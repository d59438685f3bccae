import { afterEach, describe, expect, it, vi } from 'vitest'
import { callApi, setApiFetch } from '../../../shared/api/client'
import { getEvent } from '../../../shared/contract/events'
import { XSRF_EXPIRED_TEXT, XSRF_PATH } from '../../../shared/contract/xsrf'
import { startWidgetServer, stopWidgetServer, type WidgetServer } from '../../helpers/widget-server'

/**
 * A CMS page from a page cache or a CDN comes without the XSRF-TOKEN cookie (§7.1): the client gets
 * the token itself, from the real server app, before its first POST.
 */
let server: WidgetServer | undefined

afterEach(async () => {
  await stopWidgetServer(server)
  server = undefined
})

const calls = () => server?.requests.map((request) => `${request.method} ${request.path}`) ?? []
const GET_EVENT = `POST ${getEvent.path}`
const GET_TOKEN = `GET ${XSRF_PATH}`

describe('the anti-forgery token on a page without the cookie (§7.1)', () => {
  it('gets the token before the first POST, which the server then accepts', async () => {
    server = await startWidgetServer({ pageLoad: false })
    expect(document.cookie).not.toContain('XSRF-TOKEN=')
    const { event } = await callApi(getEvent, { id: '103' })
    expect(event.id).toBe('103')
    expect(calls()).toEqual([GET_TOKEN, GET_EVENT])
    expect(server.requests[1]?.headers.get('X-XSRF-TOKEN')).toBeTruthy()
  })

  it('asks once for every widget that posts while the token is on its way', async () => {
    server = await startWidgetServer({ pageLoad: false })
    await Promise.all(['103', '104', '105'].map((id) => callApi(getEvent, { id })))
    expect(calls().filter((call) => call === GET_TOKEN)).toHaveLength(1)
    expect(calls().filter((call) => call === GET_EVENT)).toHaveLength(3)
  })

  it('does not ask when the page came with the cookie', async () => {
    server = await startWidgetServer()
    await callApi(getEvent, { id: '103' })
    expect(calls()).not.toContain(GET_TOKEN)
  })

  it('gets a fresh token and sends the call again once when the server refuses the token', async () => {
    server = await startWidgetServer()
    // A token signed with another secret: the server's answer to a cookie from before a restart.
    document.cookie = 'XSRF-TOKEN=stale.AAAA; path=/'
    const { event } = await callApi(getEvent, { id: '103' })
    expect(event.id).toBe('103')
    expect(calls().slice(1)).toEqual([GET_EVENT, GET_TOKEN, GET_EVENT])
    expect(document.cookie).not.toContain('XSRF-TOKEN=stale')
  })

  it('sends the call again only once when the server keeps refusing', async () => {
    server = await startWidgetServer()
    server.override(getEvent.path, () =>
      Response.json({ success: false, errorText: XSRF_EXPIRED_TEXT }, { status: 403 }),
    )
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      await expect(callApi(getEvent, { id: '103' })).rejects.toThrow(XSRF_EXPIRED_TEXT)
      // The page's editor is told why in the console (a frame on another site gets no cookie).
      expect(error.mock.calls.map(([line]) => line)).toEqual([
        '[pd-widgets] api: the anti-forgery cookie is not sent (a frame on another site?)',
      ])
    } finally {
      error.mockRestore()
    }
    expect(calls().filter((call) => call === GET_EVENT)).toHaveLength(2)
  })

  it('does not send a call again for a 403 that is not the token refusal', async () => {
    server = await startWidgetServer()
    server.override(getEvent.path, () =>
      Response.json({ success: false, errorText: 'Not yours.' }, { status: 403 }),
    )
    await expect(callApi(getEvent, { id: '103' })).rejects.toThrow('Not yours.')
    expect(calls().filter((call) => call === GET_EVENT)).toHaveLength(1)
    expect(calls()).not.toContain(GET_TOKEN)
  })

  it('asks for the token once when it gets no answer, and does not send the call a second time', async () => {
    const sent: string[] = []
    setApiFetch((async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      sent.push(`${request.method} ${new URL(request.url).pathname}`)
      if (request.url.includes(XSRF_PATH)) throw new TypeError('Failed to fetch')
      return Response.json({ success: false, errorText: XSRF_EXPIRED_TEXT }, { status: 403 })
    }) as typeof fetch)
    try {
      await expect(callApi(getEvent, { id: '103' })).rejects.toThrow(XSRF_EXPIRED_TEXT)
      expect(sent).toEqual([GET_TOKEN, GET_EVENT])
    } finally {
      setApiFetch(undefined)
    }
  })
})
