import { getConfig } from '../config/config'
import { format, type MessageKey, messages } from './messages'

/**
 * A catalogue text with {brand}, {slug} and the support e-mail filled from config, then any
 * other placeholders from `values`.
 *
 * @example text('navLeftAcademy') // 'MY FinLit ACADEMY'
 */
export function text(key: MessageKey, values: Record<string, string | number> = {}): string {
  const config = getConfig()
  return format(messages[key], {
    brand: config.brand,
    slug: config.brandSlug,
    email: config.emails.support,
    calendar: config.calendarService,
    video: config.videoService.name,
    ...values,
  })
}
