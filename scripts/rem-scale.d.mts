import type { Plugin } from 'esbuild'

export function scaleRem(css: string): string

export function remScalePlugin(sourceDirectory: string): Plugin
