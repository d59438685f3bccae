import type { SiteConfig } from '../config/site-config'
import * as messages from '../messages/messages'
import { text } from '../messages/text'
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
  // In the page's language, with the brand and video service of the config given.
  const say = (template: string) => text(template, { brand, video: videoService.name })
  const blurb = (heading: string, paragraphs: string[]): EventAbout => ({
    heading: say(heading),
    paragraphs: paragraphs.map(say),
  })
  if (type === EVENT_TYPE.vpd) {
    return {
      ...blurb(messages.aboutVpdHeading, [messages.aboutVpdLive, messages.aboutVpdNewTo]),
      link: { text: say(messages.aboutVpdTutorialLink), href: paths.vpdTutorial },
    }
  }
  if (isOnDemand(type)) {
    return blurb(messages.aboutOnDemandHeading, [messages.aboutOnDemandHour, messages.aboutOnDemandReview])
  }
  if (type === EVENT_TYPE.certificationCourse) {
    return blurb(messages.aboutCourseHeading, [
      messages.aboutCourseHours,
      messages.aboutCourseAward,
      messages.aboutCourseCeu,
    ])
  }
  if (type === EVENT_TYPE.finCamp) return blurb(messages.aboutFinCampHeading, [messages.aboutFinCampDay])
  if (type === EVENT_TYPE.finCampPlus) {
    return blurb(messages.aboutFinCampPlusHeading, [messages.aboutFinCampPlusApplication])
  }
  return undefined
}
