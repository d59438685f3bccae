import type { RegistrationAnswers } from '../../shared/domain/registration-questions'

const draftKey = (eventId: string) => `pd-registration-draft:${eventId}`

/**
 * What a person typed, kept in sessionStorage per event, so a failed submit or a reload of the
 * page loses nothing. Storage can be unavailable (private modes, sandboxed frames): then the
 * draft simply lasts as long as the page.
 */
export const registrationDraft = {
  read(eventId: string): RegistrationAnswers {
    try {
      const parsed: unknown = JSON.parse(sessionStorage.getItem(draftKey(eventId)) ?? '{}')
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {}
      return Object.fromEntries(
        Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    } catch {
      return {}
    }
  },
  write(eventId: string, answers: RegistrationAnswers): void {
    try {
      sessionStorage.setItem(draftKey(eventId), JSON.stringify(answers))
    } catch {
      // no storage: the draft lives in memory only
    }
  },
  clear(eventId: string): void {
    try {
      sessionStorage.removeItem(draftKey(eventId))
    } catch {
      // nothing stored
    }
  },
}
