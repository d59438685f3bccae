import { screen } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { GET_EVENT_PATH, LOGIN_PATH, USER_EVENTS_PATH } from '../../../shared/contract/paths'
import { parseAccountHash, stateNames } from '../../../shared/domain/account-links'
import { logIn, sessionStore } from '../../../shared/session/session-store'
import { askCallsEarly, askSessionCallsEarly, opensUserEvents } from '../../../widgets/early-calls'
import { seed } from '../../helpers/seed-fixtures'
import {
  DEMO_PASSWORD,
  startWidgetServer,
  stopWidgetServer,
  type WidgetServer,
} from '../../helpers/widget-server'
import { mountRegistration } from '../event-registration/helpers'

describe('which account hashes get user-events/ early', () => {
  it('agrees with the account routes on every state, in both hash forms, for any brand', () => {
    for (const slug of ['finlit', 'money-class']) {
      for (const [screen, state] of Object.entries(stateNames(slug))) {
        for (const hash of [`#!/${state}`, `#!/${state}/12/34`, `#/${state}?id=12&ticketId=34`]) {
          const expected = ['dashboard', 'academy'].includes(parseAccountHash(hash, slug).screen)
          expect({ screen, hash, early: opensUserEvents(hash, slug) }).toEqual({
            screen,
            hash,
            early: expected,
          })
        }
      }
    }
  })
})

describe('the account page of a signed-in teacher', () => {
  let server: WidgetServer | undefined
  beforeEach(async () => {
    server = await startWidgetServer()
  })
  afterEach(async () => {
    await stopWidgetServer(server)
    server = undefined
  })
  const paths = () => server?.requests.map((request) => request.path) ?? []
  /** The paths asked since `before`, once every request sent has been answered. */
  const newPaths = async (before: number) => {
    await Promise.allSettled([...(server?.inFlight ?? [])])
    return paths().slice(before)
  }

  it('asks for the log-in again and the academy events at once', async () => {
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    const before = paths().length
    window.location.hash = '#!/my-account-finlit-academy'
    askSessionCallsEarly(true)
    expect(await newPaths(before)).toEqual([LOGIN_PATH, USER_EVENTS_PATH])
  })

  it('asks only for the log-in on a screen without user-events/', async () => {
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    const before = paths().length
    window.location.hash = '#!/my-account-profile'
    askSessionCallsEarly(true)
    expect(await newPaths(before)).toEqual([LOGIN_PATH])
  })

  it('asks for nothing without a stored token', async () => {
    const before = paths().length
    window.location.hash = '#!/my-account-dashboard'
    askSessionCallsEarly(true)
    expect(await newPaths(before)).toEqual([])
  })
})

describe('the calls a page with an event asks for before its widgets arrive', () => {
  let server: WidgetServer | undefined
  beforeEach(async () => {
    server = await startWidgetServer()
  })
  afterEach(async () => {
    window.history.replaceState(null, '', '/')
    await stopWidgetServer(server)
    server = undefined
  })
  const widget = (name: string, eventId?: string) => {
    const el = document.createElement('div')
    el.dataset.pdWidget = name
    if (eventId !== undefined) el.dataset.eventId = eventId
    return el
  }
  /** The calls asked since `before` (after the page's own load), once every request sent has been answered. */
  const newCalls = async (before = 1) => {
    await Promise.allSettled([...(server?.inFlight ?? [])])
    return (server?.requests ?? []).slice(before).map(({ path, body }) => ({ path, body }))
  }

  it("asks once for the event of the page's registration widgets, by the id the widget sends", async () => {
    askCallsEarly([
      widget('event-registration', ' 103 '),
      widget('survey-lookup', '103'),
      widget('newsletter'),
    ])
    expect(await newCalls()).toEqual([{ path: GET_EVENT_PATH, body: { id: '103' } }])
  })

  it("takes the page URL's ?id= when the element names no event, as the widgets do", async () => {
    window.history.replaceState(null, '', '/survey/?id=104')
    askCallsEarly([widget('survey-lookup')])
    expect(await newCalls()).toEqual([{ path: GET_EVENT_PATH, body: { id: '104' } }])
  })

  it('asks nothing for a survey lookup whose page names the ticket, which opens the survey without the event', async () => {
    window.history.replaceState(null, '', '/survey/?id=104&ticketId=9')
    askCallsEarly([widget('survey-lookup')])
    expect(await newCalls()).toEqual([])
  })

  it('asks for the log-in again too when a token is stored', async () => {
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    const before = server?.requests.length ?? 0
    askCallsEarly([widget('event-registration', '103')])
    expect((await newCalls(before)).map(({ path }) => path).sort()).toEqual(
      [GET_EVENT_PATH, LOGIN_PATH].sort(),
    )
  })

  it('gives the registration widget its answers: one get-event/ and one log-in in all', async () => {
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    // The page opened again with the token stored: the user is not known yet.
    sessionStore.setState({ user: null, status: 'unknown' })
    const before = server?.requests.length ?? 0
    askCallsEarly([widget('event-registration', '103')])
    mountRegistration('103')
    expect(await screen.findByRole('button', { name: 'Register' })).toBeTruthy()
    const paths = (await newCalls(before)).map(({ path }) => path)
    expect(paths.filter((path) => path === GET_EVENT_PATH)).toHaveLength(1)
    expect(paths.filter((path) => path === LOGIN_PATH)).toHaveLength(1)
  })
})
