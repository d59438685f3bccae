import type { AccountRoute } from '../account-routes'

/**
 * §2.7 survey state: guests reach it through their ticket link. The survey widget is mounted by
 * the loader into this element (widgets never import each other).
 */
export function SurveyScreen({ route }: { route: AccountRoute }) {
  return (
    <div
      key={`${route.id}/${route.ticketId}`}
      data-pd-widget="survey"
      data-id={route.id ?? ''}
      data-ticket-id={route.ticketId ?? ''}
    />
  )
}
