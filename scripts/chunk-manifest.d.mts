export const ACCOUNT_SCREEN_STATES: Record<string, string>
export const WIDGET_MODE_VIEWS: Record<string, string>

export function staticClosure(
  outputs: Record<string, { imports: { path: string; kind: string }[] }>,
  start: string,
  seen?: Set<string>,
): Set<string>

export function chunkManifest(metafile: {
  outputs: Record<string, { imports: { path: string; kind: string }[]; entryPoint?: string }>
}): string

export function sessionCallClosure(
  outputs: Record<string, { imports: { path: string; kind: string }[]; entryPoint?: string }>,
): Set<string>
