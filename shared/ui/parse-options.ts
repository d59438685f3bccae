import * as v from 'valibot'
import { WidgetOptionsError } from './widget-options-error'

// A file apart from mount-widget.tsx: widgets without options (alerts, newsletter...) then do not
// download the schema engine with it.

/**
 * Validates a widget's data-* options with its schema; throws a WidgetOptionsError naming the
 * attribute, e.g. "data-event-id is required".
 */
export function parseOptions<S extends v.GenericSchema>(schema: S, options: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, options)
  if (result.success) return result.output
  const issue = result.issues[0]
  const key = issue.path?.map((item) => String(item.key)).join('.') ?? ''
  const attribute = `data-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`
  throw new WidgetOptionsError(
    issue.input === undefined ? `${attribute} is required` : `${attribute} ${issue.message}`,
  )
}
