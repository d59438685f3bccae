import type { SiteConfig } from '../config/site-config'
import { EVENT_TYPE, isOnDemand } from './event-types'

/** One "about" blurb shown for an event type (§2.4 detail, §2.5 registration). */
export interface EventAbout {
  heading: string
  paragraphs: string[]
  /** §2.5 VPD: a link to the 5-minute tutorial. */
  link?: { text: string; href: string }
}

/** The config the blurbs name: the brand, the video service and the tutorial's page. */
export type AboutConfig = Pick<SiteConfig, 'brand' | 'videoService'> & {
  paths: Pick<SiteConfig['paths'], 'vpdTutorial'>
}

/**
 * §2.5 info panel texts by event type, shared by the registration screen and the ticket detail
 * (§2.4 "texts as on the registration screen"). Both hide them when the status is Attended.
 * The spec gives the facts, not the wording; FinCampPLUS has a panel whose text is not shown,
 * so it gets a neutral sentence about the application.
 */
export function eventAbout(
  type: string | null | undefined,
  { brand, videoService, paths }: AboutConfig,
): EventAbout | undefined {
  if (type === EVENT_TYPE.vpd) {
    return {
      heading: 'About Virtual PD',
      paragraphs: [
        `Virtual PD is a live professional-development session held in a ${videoService.name} meeting with a ${brand} facilitator and other teachers.`,
        `New to ${videoService.name}? Watch our 5-minute tutorial before the session.`,
      ],
      link: { text: `Watch the 5-minute ${videoService.name} tutorial`, href: paths.vpdTutorial },
    }
  }
  if (isOnDemand(type)) {
    return {
      heading: `About ${brand} On-Demand`,
      paragraphs: [
        'This self-paced module takes about one hour. Please complete it in one sitting.',
        'Credit is subject to review of the time spent and the quality of your responses.',
      ],
    }
  }
  if (type === EVENT_TYPE.certificationCourse) {
    return {
      heading: 'About Certification Courses',
      paragraphs: [
        'A Certification Course is a 10-hour course: 9 hours of professional development plus a 1-hour exam.',
        'Complete 6 courses to earn the Distinguished Educator award.',
        'Teachers in eligible states may also receive CEU credits.',
      ],
    }
  }
  if (type === EVENT_TYPE.finCamp) {
    return {
      heading: 'About FinCamp',
      paragraphs: ['FinCamp is a one-day, in-person training led by two facilitators.'],
    }
  }
  if (type === EVENT_TYPE.finCampPlus) {
    return {
      heading: 'About FinCampPLUS',
      paragraphs: [
        'FinCampPLUS takes an application rather than a registration. We will contact you about your application.',
      ],
    }
  }
  return undefined
}
