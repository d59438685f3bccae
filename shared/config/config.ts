import { logProblem } from '../log'
import type { SiteConfig } from './site-config'
import { readSiteConfig, siteConfigDefaults } from './site-config-defaults'

let current: SiteConfig = siteConfigDefaults

/** The site config in force. Defaults until `applyConfig` or `loadConfig` has run. */
export function getConfig(): SiteConfig {
  return current
}

/**
 * Checks a raw config object (site-config-defaults.ts) and makes it current. A bad field is named
 * in one console error and takes its default; the other fields are the site's, so one typo in the
 * alert duration does not put the demo's brand and paths on the page.
 */
export function applyConfig(raw: unknown): SiteConfig {
  const { config, unknown, problems } = readSiteConfig(raw ?? {})
  current = config
  if (problems.length > 0) {
    logProblem(
      'config',
      `${problems.map(({ path, message }) => `"${path}" ${message}`).join('; ')}; defaults used`,
    )
  }
  // A misspelt name would leave its field at the default without a word.
  for (const path of unknown) logProblem('config', `"${path}" is not a config field; left out`)
  return current
}

/**
 * Reads the inline `<script type="application/json" id="pd-widgets-config">`, or fetches `url`
 * (`pending`: that fetch, started by the loader beside the chunks; a failure comes as an Error).
 */
export async function loadConfig(
  url: string | null | undefined,
  pending?: Promise<Response | Error>,
): Promise<SiteConfig> {
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
    const response = await (pending ?? fetch(url, { credentials: 'same-origin' }))
    if (response instanceof Error) throw response
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    return applyConfig(await response.json())
  } catch (error) {
    logProblem('config', `could not load ${url} (${(error as Error).message})`)
    return current
  }
}
