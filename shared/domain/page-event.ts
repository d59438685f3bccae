/**
 * The event a page's widget is for (§2.5 and §2.6 take the parameter id): its data-event-id, else
 * the page URL's ?id=. One rule for the widgets and for the runtime, which asks for the event
 * before their code arrives (widgets/early-calls.ts): the two must send the same id. `search`: the
 * page URL's query (`location.search`).
 */
export function pageEventId(given: string | undefined, search: string): string | undefined {
  return given?.trim() || new URLSearchParams(search).get('id')?.trim() || undefined
}

/**
 * The ticket a survey lookup's page URL names (?ticketId=, the link of the registration e-mail):
 * the lookup then opens the survey without asking for the event.
 */
export function pageTicketId(search: string): string | undefined {
  return new URLSearchParams(search).get('ticketId')?.trim() || undefined
}
