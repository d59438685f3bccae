import { type MountWidget, mountWidget } from '../../shared/ui/mount-widget'
import { parseOptions } from '../../shared/ui/parse-options'
import { EventListOptionsSchema } from './options'
import { EventListView } from './views/event-list-view'

/** Upcoming events open for registration: data-type (one of §1's values) and data-limit. */
export const mount: MountWidget = (el, options) => {
  const parsed = parseOptions(EventListOptionsSchema, options)
  return mountWidget(el, 'event-list', <EventListView options={parsed} />)
}
