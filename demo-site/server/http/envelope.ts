import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import * as v from 'valibot'

/** §7.1 answer envelope: success with info. */
export function ok(c: Context, info: unknown = {}): Response {
  return c.json({ success: true, info })
}

/**
 * §7.1 answer envelope: a failure the client shows as given. Business failures keep status 200
 * as the legacy server did, so every client reads the envelope the same way.
 */
export function fail(c: Context, errorText: string, status: ContentfulStatusCode = 200): Response {
  return c.json({ success: false, errorText }, status)
}

/** A thrown failure: route helpers throw it, the error handler turns it into the envelope. */
export class EnvelopeError extends Error {
  override name = 'EnvelopeError'
  constructor(
    readonly errorText: string,
    readonly status: ContentfulStatusCode = 200,
  ) {
    super(errorText)
  }
}

/** One clear sentence naming the first bad field, e.g. `"eventID": Invalid type: ...`. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0] && mostSpecific(issues[0])
  if (!issue) return 'The request was not valid.'
  const path = v.getDotPath(issue)
  const where = path ? `"${path}"` : 'The request body'
  return `${where}: ${issue.message}`
}

/**
 * A body that fits none of a union's shapes (login/'s {u, p} or {}) says which field of the
 * nearest shape is wrong, not "Expected Object but received Object".
 */
function mostSpecific(issue: v.BaseIssue<unknown>): v.BaseIssue<unknown> {
  if (issue.type !== 'union' || !issue.issues?.length) return issue
  const depth = (candidate: v.BaseIssue<unknown>) => candidate.path?.length ?? 0
  const nearest = issue.issues.reduce((best, next) => (depth(next) > depth(best) ? next : best))
  return depth(nearest) > depth(issue) ? nearest : issue
}
