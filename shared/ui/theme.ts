import { getConfig } from '../config/config'
import { currentLocale } from '../messages/locale'

/**
 * The `data-pd-theme` of a widget root or modal: "light" where the site turned the dark palette
 * off (`darkTheme: false`), so styles.css keeps the light one whatever the visitor's setting.
 */
export function themeAttribute(): 'light' | undefined {
  return getConfig().darkTheme ? undefined : 'light'
}

/**
 * Makes an element a widget's root: the stylesheet's scope (`pd-root`), the widget's language
 * (WCAG 3.1.2: a screen reader reads its texts in that language, not the page's) and the palette.
 */
export function prepareWidgetRoot(el: HTMLElement): void {
  el.classList.add('pd-root')
  el.lang = currentLocale()
  const theme = themeAttribute()
  if (theme) el.dataset.pdTheme = theme
}
