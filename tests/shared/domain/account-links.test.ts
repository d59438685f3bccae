import { describe, expect, it } from 'vitest'
import { accountHash, needsLogin, parseAccountHash } from '../../../shared/domain/account-links'

const slug = 'finlit'

describe('account routes (§2.1)', () => {
  it('reads the named states with the brand slug (§2.1)', () => {
    expect(parseAccountHash('#!/my-account-dashboard', slug)).toEqual({ screen: 'dashboard' })
    expect(parseAccountHash('#!/my-account-finlit-academy', slug)).toEqual({ screen: 'academy' })
    expect(parseAccountHash('#!/my-account-profile', slug)).toEqual({ screen: 'profile' })
    expect(parseAccountHash('#!/my-account', slug)).toEqual({ screen: 'toolkit' })
    expect(parseAccountHash('#!/answer-keys', slug)).toEqual({ screen: 'answerKeys' })
    expect(parseAccountHash('#!/my-account-example', slug)).toEqual({ screen: 'example' })
  })

  it('shows my-account (the toolkit) for an empty hash (§2.1)', () => {
    expect(parseAccountHash('', slug)).toEqual({ screen: 'toolkit' })
    expect(parseAccountHash('#!/', slug)).toEqual({ screen: 'toolkit' })
  })

  it('falls back to the dashboard for an unknown state (§2.1)', () => {
    expect(parseAccountHash('#!/no-such-state', slug)).toEqual({ screen: 'dashboard' })
  })

  it('keeps the contract spelling "acadameny" for the detail state, with path ids (§2.1)', () => {
    expect(parseAccountHash('#!/my-account-finlit-acadameny-view-event/101/abc', slug)).toEqual({
      screen: 'ticket',
      id: '101',
      ticketId: 'abc',
    })
  })

  it('accepts id and ticketId as query parameters too (§2.1)', () => {
    expect(
      parseAccountHash('#!/my-account-finlit-academy-view-event-survey?id=121&ticketId=t1', slug),
    ).toEqual({
      screen: 'survey',
      id: '121',
      ticketId: 't1',
    })
  })

  it('generates the path form for the detail state (§2.1)', () => {
    expect(accountHash({ screen: 'ticket', id: '101', ticketId: 'a b' }, slug)).toBe(
      '#!/my-account-finlit-acadameny-view-event/101/a%20b',
    )
    expect(accountHash({ screen: 'academy' }, slug)).toBe('#!/my-account-finlit-academy')
  })

  it('lets guests reach only the survey state (§2.1, §6)', () => {
    expect(needsLogin({ screen: 'survey' })).toBe(false)
    expect(needsLogin({ screen: 'dashboard' })).toBe(true)
  })
})
