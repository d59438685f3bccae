import { SEED_EVENTS, SEED_USERS } from '../../demo-site/server/seed'

/**
 * The reference server's seed by name, so a test says which event it opens
 * (`seed.events.webinarSurveyNeeded`) instead of a bare id (116).
 */
export const seed = {
  events: SEED_EVENTS,
  users: SEED_USERS,
} as const

export type SeedUserName = keyof typeof SEED_USERS
