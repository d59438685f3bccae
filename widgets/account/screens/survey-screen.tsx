import { useEffect, useRef } from 'react'
import type { AccountRoute } from '../../../shared/domain/account-links'

/**
 * §2.7 survey state: guests reach it through their ticket link. Widgets never import each other,
 * so the survey widget is mounted through the page's PDWidgets API (which works with autoMount
 * off too) and unmounted when the teacher leaves the state.
 */
export function SurveyScreen({ route }: { route: AccountRoute }) {
  return (
    <SurveyHost key={`${route.id}/${route.ticketId}`} id={route.id ?? ''} ticketId={route.ticketId ?? ''} />
  )
}

function SurveyHost({ id, ticketId }: { id: string; ticketId: string }) {
  const host = useRef<HTMLDivElement | null>(null)
  useEffect(() => {
    const el = host.current
    const mounting = el ? window.PDWidgets?.mount(el, 'survey', { id, ticketId }) : undefined
    return () => void mounting?.then((handle) => handle.unmount())
  }, [id, ticketId])
  return <div ref={host} data-pd-widget="survey" data-id={id} data-ticket-id={ticketId} />
}
