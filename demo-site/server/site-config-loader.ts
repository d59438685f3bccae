import { readFileSync } from 'node:fs'
import * as v from 'valibot'
import { type SiteConfig, SiteConfigSchema } from '../../shared/config/site-config'

/** The demo's site config, validated; the defaults when the file is missing or invalid (logged). */
export function loadSiteConfig(file: string): SiteConfig {
  let raw: unknown = {}
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    console.error(`[pd-widgets server] could not read ${file}: ${(error as Error).message}; using defaults`)
  }
  const result = v.safeParse(SiteConfigSchema, raw)
  if (result.success) return result.output
  console.error(
    `[pd-widgets server] ${file}: "${v.getDotPath(result.issues[0])}" ${result.issues[0].message}; using defaults`,
  )
  return v.parse(SiteConfigSchema, {})
}
