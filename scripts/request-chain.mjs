// How deep each request of a page sits in its request chain, from the resource timing entries.
// Shared by the request-chain browser check and the benchmark, so both count the same way.

/**
 * Each request's step after the HTML: one more than the deepest request that had ended when it
 * started (a request that needed an earlier answer starts only after it). A request that waited
 * for none is step 1, the HTML's own: the browser may start the page's script before the HTML's
 * last byte has been counted as arrived, which is no step earlier for the chain.
 */
export function requestDepths(requests) {
  const depths = new Map()
  for (const request of [...requests].sort((a, b) => a.start - b.start)) {
    let depth = 1
    for (const [other, otherDepth] of depths)
      if (other.end <= request.start) depth = Math.max(depth, otherDepth + 1)
    depths.set(request, depth)
  }
  return depths
}

/** The longest chain after the HTML: the deepest step of any request (0 for none). */
export function chainDepth(requests) {
  return Math.max(0, ...requestDepths(requests).values())
}
