import { sameSignature, signature } from './http/signature'

/**
 * The key that puts a ticket's join link in its calendar file. The file is a plain link (a
 * download carries no session header), and a ticket id alone comes back to whoever registers or
 * looks up the holder's address (§4.2, §4.3): get-ticket/ gives this key to the signed-in holder
 * only, signed with the server's secret so it cannot be made from the id.
 */
export function calendarKey(secret: string, ticketId: string): string {
  return signature(secret, `calendar:${ticketId}`).slice(0, 22)
}

export function isCalendarKey(secret: string, ticketId: string, given: string | undefined): boolean {
  return given !== undefined && sameSignature(calendarKey(secret, ticketId), given)
}
