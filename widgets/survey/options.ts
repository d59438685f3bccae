import * as v from 'valibot'
import { readAccountHash } from '../../shared/domain/account-links'

/** data-id and data-ticket-id; both optional, as the page URL may carry them instead. */
export const SurveyOptionsSchema = v.object({
  id: v.optional(v.pipe(v.string(), v.trim())),
  ticketId: v.optional(v.pipe(v.string(), v.trim())),
})

export interface SurveyIds {
  id?: string | undefined
  ticketId?: string | undefined
}

/**
 * The survey's event id and ticket id: from data-id / data-ticket-id, else from the page URL:
 * ?id=&ticketId=, or the account area's hash forms #!/<state>/<id>/<ticketId> and
 * #!/<state>?id=&ticketId= (§2.1).
 */
export function surveyIdsFrom(options: v.InferOutput<typeof SurveyOptionsSchema>): SurveyIds {
  if (options.id || options.ticketId)
    return { id: options.id || undefined, ticketId: options.ticketId || undefined }
  const search = new URLSearchParams(location.search)
  if (search.get('id') || search.get('ticketId'))
    return { id: search.get('id') || undefined, ticketId: search.get('ticketId') || undefined }
  const { id, ticketId } = readAccountHash(location.hash)
  return { id, ticketId }
}
