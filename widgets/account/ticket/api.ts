import { callApi, callUrl } from '../../../shared/api/client'
import {
  cancelEvent,
  confirmEvent,
  getIcsForEvent,
  getTicket as getTicketCall,
  startModule as startModuleCall,
} from '../../../shared/contract/events'
import type { EventOutput } from '../../../shared/contract/schemas'

// The calls of the ticket detail (§2.4, §4.1). A failure rejects with an ApiError whose text is
// the server's errorText or the call's §8 default from the contract: get-ticket and start-module
// the default error, cancel "cancelFailed", confirm "confirmFailed".

/** §7.2 get-ticket/ with {id, ticketId}: the event as this ticket sees it. */
export function getTicket(id: string, ticketId: string): Promise<EventOutput> {
  return callApi(getTicketCall, { id, ticketId }).then((info) => info.event)
}

/** §7.2 cancel-event/ with {ticketId}. */
export async function cancelTicket(ticketId: string): Promise<void> {
  await callApi(cancelEvent, { ticketId })
}

/** §7.2 confirm-event/ with {ticketId}. */
export async function confirmTicket(ticketId: string): Promise<void> {
  await callApi(confirmEvent, { ticketId })
}

/** §7.2 start-{module service}/ with {eventId, ticketId}. */
export async function startModule(eventId: string, ticketId: string): Promise<void> {
  await callApi(startModuleCall, { eventId, ticketId })
}

/**
 * §7.2 the event's ICS file: a link, not a data call. The ticket with its key (get-ticket/ gives
 * it to the holder) lets it carry the join link.
 */
export function icsUrl(eventId: string, ticketId?: string, key?: string): string {
  const ticket = ticketId ? { ticketId, ...(key ? { key } : {}) } : {}
  return callUrl(getIcsForEvent, { eventId, ...ticket })
}
