// How deep each request of a page sits in its request chain, from the resource timing entries.
// Shared by the request-chain browser check and the benchmark, so both count the same way.

/**
 * Each request's step after the HTML: one more than the deepest request that had ended when it
 * started (a request that needed an earlier answer starts only after it), and at least 1 when it
 * started after the HTML arrived. Requests started while the HTML was still arriving are step 0.
 */
export function requestDepths(requests, htmlEnd) {
  const depths = new Map()
  for (const request of [...requests].sort((a, b) => a.start - b.start)) {
    let depth = request.start >= htmlEnd ? 1 : 0
    for (const [other, otherDepth] of depths)
      if (other.end <= request.start) depth = Math.max(depth, otherDepth + 1)
    depths.set(request, depth)
  }
  return depths
}

/** The longest chain after the HTML: the deepest step of any request (0 for none). */
export function chainDepth(requests, htmlEnd) {
  return Math.max(0, ...requestDepths(requests, htmlEnd).values())
}
