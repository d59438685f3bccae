import { text } from '../../shared/messages/text'
import type { ScreenName } from './account-routes'

/** §2.1 page titles; states whose title the spec does not show keep the page's own title. */
export function pageTitle(screen: ScreenName): string | undefined {
  switch (screen) {
    case 'dashboard':
    case 'academy':
      return text('titleAcademy')
    case 'profile':
      return text('titleProfile')
    case 'survey':
      return text('titleSurvey')
    case 'answerKeys':
      return text('titleAnswerKeys')
    default:
      return undefined
  }
}
