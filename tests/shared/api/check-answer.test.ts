import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { checkAnswer, ITEMS_PER_TASK } from '../../../shared/api/check-answer'
import { UserEventsSchema } from '../../../shared/contract/schemas'

afterEach(() => vi.restoreAllMocks())

function event(index: number): Record<string, unknown> {
  // As legacy answers send them: numeric ids, numbers as strings, `virtual` as 0/1 (§3.1).
  return {
    id: index + 1,
    title: `Event ${index + 1}`,
    type: 'Webinar',
    pdHours: '1.5',
    virtual: index % 2,
    extra: 'kept',
  }
}

function userEventsAnswer(count: number): Record<string, unknown> {
  const events = Array.from({ length: count }, (_, index) => event(index))
  return {
    userEvents: {
      present: events.slice(0, count / 4),
      onDemand: [],
      pastEvents_current: events.slice(count / 4),
      pastEvents_archived: [event(count)],
    },
    pdHours: '12',
    grade: 'Apprentice',
    hoursToReachNext: 3,
    nextGrade: 'Scholar',
    progressWidth: '40',
    unknownField: 'dropped by v.object',
  }
}

/** Counts the tasks a check waits for: each part after the first waits for one. */
function countTaskWaits(): () => number {
  const spy = vi.spyOn(globalThis, 'setTimeout')
  return () => spy.mock.calls.filter(([, delay]) => !delay).length
}

describe('checkAnswer', () => {
  it('gives what v.safeParse gives, transforms and item order included', async () => {
    const answer = userEventsAnswer(1000)
    const checked = await checkAnswer(UserEventsSchema, answer)
    expect(checked).toEqual({ success: true, output: v.parse(UserEventsSchema, answer) })
    if (!checked.success) return
    expect(checked.output.userEvents.pastEvents_current[0]).toMatchObject({
      id: '251',
      pdHours: 1.5,
      virtual: false,
    })
    expect(checked.output.pdHours).toBe(12)
  })

  it('checks the 1,000 events of a user-events/ answer a hundred per task', async () => {
    const waits = countTaskWaits()
    await checkAnswer(UserEventsSchema, userEventsAnswer(1000))
    expect(ITEMS_PER_TASK).toBe(100)
    // Lists of 250, 750 and 1 events: parts of 100, 100, 50 | 100 ×7, 50 | 1, a task for each part
    // but the first, and the last event checked with the 50 before it.
    expect(waits()).toBe(2 + 8)
  })

  it('lets a timer set before it run before it is done, when the lists hold more than a hundred', async () => {
    let timerRan = false
    setTimeout(() => {
      timerRan = true
    }, 0)
    await checkAnswer(UserEventsSchema, userEventsAnswer(400))
    expect(timerRan).toBe(true)
  })

  it('checks a short answer in the task it was called in', async () => {
    const waits = countTaskWaits()
    const checked = await checkAnswer(UserEventsSchema, userEventsAnswer(40))
    expect(checked.success).toBe(true)
    expect(waits()).toBe(0)
  })

  it('fails on one bad event in a later part', async () => {
    const answer = userEventsAnswer(1000)
    const past = (answer.userEvents as { pastEvents_current: Record<string, unknown>[] }).pastEvents_current
    past[620] = { ...past[620], title: 42 }
    await expect(checkAnswer(UserEventsSchema, answer)).resolves.toMatchObject({ success: false })
  })

  it('fails on a bad field outside the lists', async () => {
    const answer = { ...userEventsAnswer(400), progressWidth: 'most' }
    await expect(checkAnswer(UserEventsSchema, answer)).resolves.toMatchObject({ success: false })
  })

  it('takes a standing with a level left out or a width past 0-100, as the bar can draw it', async () => {
    const answer = { ...userEventsAnswer(4), grade: null, nextGrade: undefined, hoursToReachNext: null }
    const checked = await checkAnswer(UserEventsSchema, { ...answer, progressWidth: 100.4 })
    expect(checked).toMatchObject({
      success: true,
      output: { grade: '', nextGrade: '', hoursToReachNext: 0 },
    })
    expect(checked.success && checked.output.progressWidth).toBe(100)
    const below = await checkAnswer(UserEventsSchema, { ...answer, progressWidth: '-5' })
    expect(below.success && below.output.progressWidth).toBe(0)
  })

  it('fails like v.safeParse when a list is missing or is not a list', async () => {
    const answer = userEventsAnswer(8)
    const missing = { ...answer, userEvents: { ...(answer.userEvents as object), onDemand: undefined } }
    const notAList = { ...answer, userEvents: { ...(answer.userEvents as object), onDemand: 'none' } }
    await expect(checkAnswer(UserEventsSchema, missing)).resolves.toMatchObject({ success: false })
    await expect(checkAnswer(UserEventsSchema, notAList)).resolves.toMatchObject({ success: false })
    await expect(checkAnswer(UserEventsSchema, null)).resolves.toMatchObject({ success: false })
  })

  it('keeps a list with checks of its own whole', async () => {
    const Schema = v.object({ ids: v.pipe(v.array(v.number()), v.minLength(150)) })
    const waits = countTaskWaits()
    const numbers = Array.from({ length: 149 }, (_, index) => index)
    await expect(checkAnswer(Schema, { ids: numbers })).resolves.toMatchObject({ success: false })
    await expect(checkAnswer(Schema, { ids: [...numbers, 149] })).resolves.toMatchObject({ success: true })
    expect(waits()).toBe(0)
  })
})
