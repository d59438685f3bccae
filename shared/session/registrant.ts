/**
 * A new guest's address and name, handed from event registration to the sign-up form on the
 * onboarding page that follows, so their guest tickets join the account without a mistyped
 * address (tickets join an account only for the same address). The tab's own storage, gone with
 * the tab; the sign-up forgets it once the account exists.
 */
export interface Registrant {
  email: string
  firstName: string
  lastName: string
}

const REGISTRANT_KEY = 'pd-registrant'

export function keepRegistrant(registrant: Registrant): void {
  try {
    sessionStorage.setItem(REGISTRANT_KEY, JSON.stringify(registrant))
  } catch {
    // Storage refused (a private window's quota): the sign-up starts empty.
  }
}

/** The kept registrant, each part '' when absent or not text (storage is the page's to write). */
export function readRegistrant(): Registrant {
  const given = (value: unknown) => (typeof value === 'string' ? value : '')
  try {
    const kept = JSON.parse(sessionStorage.getItem(REGISTRANT_KEY) ?? '{}')
    return { email: given(kept?.email), firstName: given(kept?.firstName), lastName: given(kept?.lastName) }
  } catch {
    return { email: '', firstName: '', lastName: '' }
  }
}

export function forgetRegistrant(): void {
  try {
    sessionStorage.removeItem(REGISTRANT_KEY)
  } catch {
    // Storage refused: there was nothing kept to forget.
  }
}
