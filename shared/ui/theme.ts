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
 * Returns what puts the element back as the page had it, for an unmount: a host that reuses the
 * element must not keep our styles' scope or language.
 */
export function prepareWidgetRoot(el: HTMLElement): () => void {
  const hadScope = el.classList.contains('pd-root')
  const before = ['lang', 'data-pd-theme'].map((name) => [name, el.getAttribute(name)] as const)
  el.classList.add('pd-root')
  el.lang = currentLocale()
  const theme = themeAttribute()
  if (theme) el.dataset.pdTheme = theme
  // Only what the widget added goes: classes the host set meanwhile stay.
  return () => {
    if (!hadScope) el.classList.remove('pd-root')
    // A tag that came without a class leaves without one, not with class="".
    if (!el.className) el.removeAttribute('class')
    for (const [name, value] of before)
      value === null ? el.removeAttribute(name) : el.setAttribute(name, value)
  }
}
