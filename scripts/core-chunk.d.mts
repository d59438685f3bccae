import type { Plugin } from 'esbuild'

export function dynamicImportTargets(directories: string[]): Set<string>

export function coreChunkPlugin(options: {
  coreFile: string
  entries: string[]
  sourceDirectories: string[]
  skip: string[]
}): Plugin
