import { createHmac, timingSafeEqual } from 'node:crypto'

/** HMAC-SHA256 of `text` with the server's secret, base64url: the anti-forgery token's and the calendar key's. */
export function signature(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('base64url')
}

/** Compares a signature given by a caller with the one expected, in time that does not tell how much matched. */
export function sameSignature(expected: string, given: string): boolean {
  const expectedBytes = Buffer.from(expected)
  const givenBytes = Buffer.from(given)
  return expectedBytes.length === givenBytes.length && timingSafeEqual(expectedBytes, givenBytes)
}
