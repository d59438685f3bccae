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
 * Reads the inline `<script type="application/json" id="pd-widgets-config">`, else fetches `url`
 * (`pending`: that fetch, started by the loader beside the chunks; a failure comes as an Error).
 * An inline config that is not JSON gives way to the file, so a stray comma does not put the
 * demo's brand on a site that has its own config file too.
 */
export async function loadConfig(
  url: string | null | undefined,
  pending?: Promise<Response | Error>,
): Promise<SiteConfig> {
  const inline = document.getElementById('pd-widgets-config')?.textContent
  if (inline) {
    try {
      return applyConfig(JSON.parse(inline))
    } catch (error) {
      logProblem('config', `the inline config is not valid JSON (${(error as Error).message})`)
    }
  }
  if (!url) {
    // Without a config the page shows the demo's brand and addresses: say so to the site's editor.
    if (!inline) logProblem('config', 'none given; defaults used')
    return current
  }
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
