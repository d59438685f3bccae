export type TimedRequest = { name: string; start: number; end: number }

export function requestDepths<Request extends TimedRequest>(
  requests: readonly Request[],
): Map<Request, number>

export function chainDepth(requests: readonly TimedRequest[]): number
