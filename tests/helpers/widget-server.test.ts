import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { afterEach, describe, expect, it } from 'vitest'
import { startWidgetServer, stopWidgetServer, type WidgetServer } from './widget-server'

setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

let server: WidgetServer | undefined

afterEach(async () => {
  await stopWidgetServer(server)
  server = undefined
})

/** An answer that never comes, as a server that hangs: only the client giving up ends it. */
function hanging(request: Request): Promise<Response> {
  return new Promise((_resolve, reject) => {
    request.signal.addEventListener('abort', () => reject(request.signal.reason))
  })
}

/** Sends a call the way the API client does: a Request that follows the client's own signal. */
function send(target: WidgetServer, path: string, controller: AbortController): Promise<Response> {
  return target.fetch(new Request(`http://localhost${path}`, { method: 'POST', signal: controller.signal }))
}

describe('the widget tests’ in-process server', () => {
  it('hears the client give up on a call even after a garbage collection', async () => {
    // Undici makes a request's signal follow another's through a weak reference: a Request that
    // nobody holds stops hearing the abort, and the call would never end (a loaded machine
    // collects more often, so this failed a fault-matrix time-out once in several runs).
    server = await startWidgetServer({ seed: false, pageLoad: false })
    server.override('/hangs/', hanging)
    const controller = new AbortController()
    const call = send(server, '/hangs/', controller)
    const outcome = call.then(
      () => 'answered',
      () => 'given up',
    )
    await new Promise((resolve) => setTimeout(resolve, 10))
    for (let round = 0; round < 3; round += 1) {
      collectGarbage()
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    controller.abort(new DOMException('The client gave up', 'TimeoutError'))
    expect(await outcome).toBe('given up')
    expect(server.inFlight.size).toBe(0)
  })
})
