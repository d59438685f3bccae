import { type MountWidget, mountWidget } from '../../shared/ui/mount-widget'
import { parseOptions } from '../../shared/ui/parse-options'
import { SurveyOptionsSchema, surveyIdsFrom } from './options'
import { SurveyView } from './views/survey-view'

/** §2.7 survey: data-id and data-ticket-id, else ?id=&ticketId= or the account hash route. */
export const mount: MountWidget = (el, options) => {
  const ids = surveyIdsFrom(parseOptions(SurveyOptionsSchema, options))
  return mountWidget(el, 'survey', <SurveyView ids={ids} />)
}
