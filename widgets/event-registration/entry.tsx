import { type MountWidget, mountWidget } from '../../shared/ui/mount-widget'
import { parseOptions } from '../../shared/ui/parse-options'
import { eventIdFrom, RegistrationOptionsSchema } from './options'
import { RegistrationView } from './views/registration-view'

/** §2.5 event registration: data-event-id, else the page URL's ?id=. */
export const mount: MountWidget = (el, options) => {
  const eventId = eventIdFrom(parseOptions(RegistrationOptionsSchema, options))
  return mountWidget(el, 'event-registration', <RegistrationView eventId={eventId} host={el} />)
}
