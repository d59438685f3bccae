/** What a person has typed into one form, by field. */
export type Draft = Record<string, string>

/**
 * What a person typed into a form, kept in sessionStorage under `<form>-draft:<key>` (`key`: the
 * event or the ticket the form is for), so a reload of the page, Back to it or a failed submit
 * loses nothing. The tab's storage ends with the tab, and log-out clears every `-draft:` key
 * (shared/session/session-store.ts). Storage can be unavailable (private modes, sandboxed
 * frames): then the draft simply lasts as long as the page. Never for passwords or files.
 */
export function sessionDraft(form: string) {
  const storageKey = (key: string) => `${form}-draft:${key}`
  return {
    read(key: string): Draft {
      try {
        const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKey(key)) ?? '{}')
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {}
        return Object.fromEntries(
          Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
        )
      } catch {
        return {}
      }
    },
    write(key: string, values: Draft): void {
      try {
        sessionStorage.setItem(storageKey(key), JSON.stringify(values))
      } catch {
        // no storage: the draft lives in memory only
      }
    },
    clear(key: string): void {
      try {
        sessionStorage.removeItem(storageKey(key))
      } catch {
        // nothing stored
      }
    },
  }
}
