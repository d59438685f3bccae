import type { Plugin } from 'esbuild'

export function dynamicImportTargets(directories: string[]): Set<string>

export function coreChunkPlugin(options: {
  coreFile: string
  entries: string[]
  sourceDirectories: string[]
  skip: string[]
  /** More lists like the core, each re-exported by its reachers only. */
  groups?: { file: string; reachers: string[] }[]
}): Plugin
