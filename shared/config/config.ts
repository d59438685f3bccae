import * as v from 'valibot'
import { logProblem } from '../log'
import { type SiteConfig, SiteConfigSchema } from './site-config'

let current: SiteConfig = v.parse(SiteConfigSchema, {})

/** The site config in force. Defaults until `applyConfig` or `loadConfig` has run. */
export function getConfig(): SiteConfig {
  return current
}

/**
 * Validates a raw config object and makes it current. A bad field is named in one console error
 * and the defaults stay in force for the whole config, so one typo never half-applies a config.
 */
export function applyConfig(raw: unknown): SiteConfig {
  const result = v.safeParse(SiteConfigSchema, raw ?? {})
  if (result.success) {
    current = result.output
  } else {
    const issue = result.issues[0]
    const path = issue.path?.map((item) => String(item.key)).join('.') || '(root)'
    logProblem('config', `"${path}" ${issue.message}`)
  }
  return current
}

/** Reads the inline `<script type="application/json" id="pd-widgets-config">`, or fetches `url`. */
export async function loadConfig(url: string | null | undefined): Promise<SiteConfig> {
  const inline = document.getElementById('pd-widgets-config')
  if (inline?.textContent) {
    try {
      return applyConfig(JSON.parse(inline.textContent))
    } catch {
      logProblem('config', 'the inline config is not valid JSON')
      return current
    }
  }
  if (!url) return current
  try {
    const response = await fetch(url, { credentials: 'same-origin' })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    return applyConfig(await response.json())
  } catch (error) {
    logProblem('config', `could not load ${url} (${(error as Error).message})`)
    return current
  }
}
