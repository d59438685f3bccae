import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { LOGIN_PATH, USER_EVENTS_PATH } from '../../../shared/contract/paths'
import { parseAccountHash, stateNames } from '../../../shared/domain/account-links'
import { logIn } from '../../../shared/session/session-store'
import { askAccountCallsEarly, opensUserEvents } from '../../../widgets/early-calls'
import { seed } from '../../helpers/seed-fixtures'
import {
  DEMO_PASSWORD,
  startWidgetServer,
  stopWidgetServer,
  type WidgetServer,
} from '../../helpers/widget-server'

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
    askAccountCallsEarly()
    expect(await newPaths(before)).toEqual([LOGIN_PATH, USER_EVENTS_PATH])
  })

  it('asks only for the log-in on a screen without user-events/', async () => {
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    const before = paths().length
    window.location.hash = '#!/my-account-profile'
    askAccountCallsEarly()
    expect(await newPaths(before)).toEqual([LOGIN_PATH])
  })

  it('asks for nothing without a stored token', async () => {
    const before = paths().length
    window.location.hash = '#!/my-account-dashboard'
    askAccountCallsEarly()
    expect(await newPaths(before)).toEqual([])
  })
})
