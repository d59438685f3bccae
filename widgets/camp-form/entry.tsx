import { type MountWidget, mountWidget } from '../../shared/ui/mount-widget'
import { parseOptions } from '../../shared/ui/parse-options'
import { CampFormOptionsSchema } from './options'
import { CampFormView } from './views/camp-form-view'

/**
 * §3.11 camp form: `<div data-pd-widget="camp-form" data-model="student"></div>`. On a valid
 * submit it raises `pd:camp-form-submit` (bubbling, detail {model, answers}) on this element.
 */
export const mount: MountWidget = (el, options) => {
  const { model } = parseOptions(CampFormOptionsSchema, options)
  return mountWidget(el, 'camp-form', <CampFormView host={el} model={model} />)
}
