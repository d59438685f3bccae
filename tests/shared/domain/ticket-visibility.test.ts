import { describe, expect, it } from 'vitest'
import {
  canCancel,
  canConfirm,
  cancelKind,
  holdsSeat,
  joinLink,
  moduleStarted,
  showsDateTime,
  showsLocation,
  showsModule,
  showsStatusRow,
} from '../../../shared/domain/ticket-visibility'

const vpd = { type: 'VPD', virtual: true, status: 'Registered', zoomLink: 'https://zoom.example.org/j/1' }

describe('ticket detail visibility (§2.4, §4.1)', () => {
  it('shows date and time for virtual events (§2.4)', () => {
    expect(showsDateTime(vpd)).toBe(true)
  })

  it('hides date and time for on-demand events (§2.4)', () => {
    expect(showsDateTime({ type: 'FinLit On-Demand', virtual: true })).toBe(false)
  })

  it('hides date and time for a Certification Course with an activityLink (§2.4)', () => {
    expect(showsDateTime({ type: 'Certification Course', virtual: true, activityLink: 'https://m' })).toBe(
      false,
    )
    expect(showsDateTime({ type: 'Certification Course', virtual: true })).toBe(true)
  })

  it('shows the location block for FinCamp and non-virtual events only (§2.4)', () => {
    expect(showsLocation({ type: 'FinCamp', virtual: true })).toBe(true)
    expect(showsLocation({ type: 'Conference', virtual: false })).toBe(true)
    expect(showsLocation(vpd)).toBe(false)
  })

  it('hides the status row for FinCampPLUS (§2.4)', () => {
    expect(showsStatusRow({ type: 'FinCampPLUS' })).toBe(false)
    expect(showsStatusRow(vpd)).toBe(true)
  })

  it('offers cancel for Registered tickets, as an application for FinCampPLUS (§4.1)', () => {
    expect(canCancel(vpd)).toBe(true)
    expect(canCancel({ ...vpd, status: 'Attended' })).toBe(false)
    expect(cancelKind({ type: 'FinCampPLUS' })).toBe('application')
    expect(cancelKind(vpd)).toBe('registration')
  })

  it('lets a waitlisted teacher give up the place, and offers nothing to cancel once cancelled', () => {
    expect(canCancel({ ...vpd, status: 'Waitlisted' })).toBe(true)
    expect(canCancel({ ...vpd, status: 'Cancelled' })).toBe(false)
  })

  it('offers no join link and no confirm to a ticket without a seat (cancelled or waitlisted)', () => {
    for (const status of ['Cancelled', 'Waitlisted']) {
      expect(holdsSeat({ ...vpd, status })).toBe(false)
      expect(joinLink({ ...vpd, status }, 'zoomLink')).toBeUndefined()
      expect(canConfirm({ ...vpd, status, showConfirm: true })).toBe(false)
    }
    expect(holdsSeat(vpd)).toBe(true)
    expect(holdsSeat({ ...vpd, status: 'Flagged' })).toBe(true)
  })

  it('offers confirm when showConfirm is true in any of its forms (§4.1)', () => {
    expect(canConfirm({ ...vpd, showConfirm: true })).toBe(true)
    expect(canConfirm({ ...vpd, showConfirm: 1 })).toBe(true)
    expect(canConfirm({ ...vpd, showConfirm: 0 })).toBe(false)
  })

  it('offers the join link for virtual events not Attended (§4.1)', () => {
    expect(joinLink(vpd, 'zoomLink')).toBe('https://zoom.example.org/j/1')
    expect(joinLink({ ...vpd, status: 'Attended' }, 'zoomLink')).toBeUndefined()
    expect(joinLink({ ...vpd, virtual: false }, 'zoomLink')).toBeUndefined()
  })

  it('shows the module box with an activityLink unless Attended (§4.1)', () => {
    expect(showsModule({ ...vpd, activityLink: 'https://m' })).toBe(true)
    expect(showsModule({ ...vpd, activityLink: 'https://m', status: 'Attended' })).toBe(false)
  })

  it('counts the module as started here or by ticketStartTime (§4.1)', () => {
    expect(moduleStarted(vpd, false)).toBe(false)
    expect(moduleStarted(vpd, true)).toBe(true)
    expect(moduleStarted({ ...vpd, ticketStartTime: '2026-01-01' }, false)).toBe(true)
  })
})
