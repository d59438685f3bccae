import type { Metafile } from 'esbuild'

export function reachersOf(metafile: Metafile, modules: string[], root: string): string[]
