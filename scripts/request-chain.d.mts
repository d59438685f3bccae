export type TimedRequest = { name: string; start: number; end: number }

export function requestDepths<Request extends TimedRequest>(
  requests: readonly Request[],
  htmlEnd: number,
): Map<Request, number>

export function chainDepth(requests: readonly TimedRequest[], htmlEnd: number): number
