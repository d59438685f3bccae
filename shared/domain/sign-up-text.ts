import { signUpThanks } from '../messages/catalogue/login-signup'
import { signUpEarlierTickets, signUpReview } from '../messages/catalogue/sign-up-answers'

/**
 * The reference server's sign-up thank-you (extras.signUpText): §2.11's text, the account review
 * and, when registrations made as a guest wait for the address, where they will be. `say` writes
 * each sentence: in English with the brand on the server, in the page's language in the widget,
 * which so recognises the server's text and shows it translated.
 */
export function signUpThankYou(say: (template: string) => string, ticketsWait: boolean): string {
  const sentences = [`${say(signUpThanks)}.`, say(signUpReview)]
  if (ticketsWait) sentences.push(say(signUpEarlierTickets))
  return sentences.join(' ')
}
