import { getConfig } from '../config/config'
import { format } from './format'

/**
 * The one way to read a text: catalogue texts (`text(messages.x)`) and a widget's own labels in
 * its texts.ts (`text(loginTexts.x)`) alike. Alerts take the finished text
 * (`alertSuccess(text(messages.cancelled))`); a failed call's text comes from `errorText`.
 *
 * A catalogue text with {brand}, {slug} and the support e-mail filled from config, then any
 * other placeholders from `values`. Takes the text itself, not its name, so the bundle keeps only
 * the texts a widget uses (see messages.ts).
 *
 * In another language the template is first looked up in that language's catalogue (locale.ts).
 *
 * @example text(messages.navLeftAcademy) // 'MY FinLit ACADEMY'
 */
export function text(template: string, values: Record<string, string | number> = {}): string {
  const config = getConfig()
  // format() looks the template up in the language in force (locale.ts).
  return format(template, {
    brand: config.brand,
    slug: config.brandSlug,
    email: config.emails.support,
    calendar: config.calendarService,
    video: config.videoService.name,
    ...values,
  })
}
