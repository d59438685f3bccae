import { describe, expect, it } from 'vitest'
import { getConfig } from '../../../shared/config/config'
import { eventAbout } from '../../../shared/domain/event-about'

describe('event-type about blurbs (§2.5, §2.4)', () => {
  it('links the 5-minute tutorial for Virtual PD (§2.5)', () => {
    const about = eventAbout('VPD', getConfig())
    expect(about?.heading).toBe('About this session')
    expect(about?.paragraphs.join(' ')).toContain('5-minute')
    expect(about?.link?.href).toBe('/pd/virtual-pd/tutorial/')
  })

  it('says on-demand takes about one hour in one sitting, credit subject to review (§2.5)', () => {
    const text = eventAbout('FinLit On-Demand', getConfig())?.paragraphs.join(' ') ?? ''
    expect(text).toContain('about one hour')
    expect(text).toContain('one sitting')
    expect(text).toContain('time spent and the quality of your responses')
  })

  it('gives the 10-hour course, 6 courses award and CEU facts for Certification Courses (§2.5)', () => {
    const text = eventAbout('Certification Course', getConfig())?.paragraphs.join(' ') ?? ''
    expect(text).toContain('10-hour')
    expect(text).toContain('9 hours')
    expect(text).toContain('6 courses')
    expect(text).toContain('Distinguished Educator')
    expect(text).toContain('CEU')
  })

  it('says FinCamp is one day, in person, with two facilitators (§2.5)', () => {
    expect(eventAbout('FinCamp', getConfig())?.paragraphs.join(' ')).toContain(
      'one-day, in-person training led by two facilitators',
    )
  })

  it('has a FinCampPLUS panel and none for webinars (§2.5)', () => {
    expect(eventAbout('FinCampPLUS', getConfig())).toBeDefined()
    expect(eventAbout('Webinar', getConfig())).toBeUndefined()
  })
})
