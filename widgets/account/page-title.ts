import type { ScreenName } from '../../shared/domain/account-links'
import * as messages from '../../shared/messages/messages'
import { text } from '../../shared/messages/text'

/** §2.1 page titles; states whose title the spec does not show keep the page's own title. */
export function pageTitle(screen: ScreenName): string | undefined {
  switch (screen) {
    case 'dashboard':
    case 'academy':
      return text(messages.titleAcademy)
    case 'profile':
      return text(messages.titleProfile)
    case 'survey':
      return text(messages.titleSurvey)
    case 'answerKeys':
      return text(messages.titleAnswerKeys)
    default:
      return undefined
  }
}
