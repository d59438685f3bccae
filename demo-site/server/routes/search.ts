import type { Hono } from 'hono'
import type { ServerContext } from '../server-context'

/** GET /search-api/v1?q=&start=: the stand-in for the third-party search API (§7.5). */
export function registerSearch(app: Hono, ctx: ServerContext): void {
  app.get('/search-api/v1', (c) => {
    const query = (c.req.query('q') ?? '').slice(0, 500)
    const start = Number(c.req.query('start') ?? '1')
    return c.json(ctx.searchIndex.search(query, start, new URL(c.req.url).origin))
  })
}
