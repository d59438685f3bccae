import { sessionDraft } from '../../shared/ui/session-draft'

/** A registration's answers, by event (shared/ui/session-draft.ts). */
export const registrationDraft = sessionDraft('pd-registration')
