import { type MountWidget, mountWidget } from '../../shared/ui/mount-widget'
import { parseOptions } from '../../shared/ui/parse-options'
import { LookupOptionsSchema, lookupTargetFrom } from './options'
import { LookupView } from './views/lookup-view'

/** §2.6 survey lookup: data-event-id, else the page URL's ?id=. */
export const mount: MountWidget = (el, options) => {
  const target = lookupTargetFrom(parseOptions(LookupOptionsSchema, options))
  return mountWidget(el, 'survey-lookup', <LookupView target={target} />)
}
