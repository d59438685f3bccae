import { getConfig } from '../config/config'

/**
 * The `data-pd-theme` of a widget root or modal: "light" where the site turned the dark palette
 * off (`darkTheme: false`), so styles.css keeps the light one whatever the visitor's setting.
 */
export function themeAttribute(): 'light' | undefined {
  return getConfig().darkTheme ? undefined : 'light'
}
