import { randomUUID } from 'node:crypto'
import type { Context, Hono } from 'hono'
import type { BlankEnv } from 'hono/types'
import * as v from 'valibot'
import { EmailSchema } from '../../../shared/contract/email-schema'
import { EventSchema, IdSchema } from '../../../shared/contract/schemas'
import { isKnownTimeZone } from '../../../shared/domain/event-schedule'
import type { EventFields, EventRow } from '../events-store'
import { findEvent, seatCounts, waitlistValue } from '../events-store'
import { EnvelopeError } from '../http/envelope'
import { answerError, readJsonBody } from '../http/serve-call'
import { findAttachment, listOutbox } from '../outbox'
import { seedDatabase } from '../seed'
import type { ServerContext } from '../server-context'
import { newTicketId } from '../tokens'
import { findUserByEmail, findUserById } from '../users'

const DEMO_TABLES = [
  'email_confirmations',
  'sessions',
  'password_resets',
  'tickets',
  'events',
  'outbox_attachments',
  'outbox',
  'contact_requests',
  'subscriptions',
  'users',
]

/** Any §3.1 fields; id and EID are given by the server. */
const DemoEventSchema = v.object({
  ...v.omit(EventSchema, ['id', 'EID']).entries,
  id: v.optional(IdSchema),
  capacity: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0)))),
  timeZone: v.optional(
    v.pipe(
      v.string(),
      v.check(
        isKnownTimeZone,
        (issue) =>
          `"${String(issue.input)}" is not a known time zone: use an IANA name such as America/Denver.`,
      ),
    ),
  ),
})

const DemoTicketSchema = v.object({
  eventId: IdSchema,
  userEmail: v.optional(EmailSchema),
  userId: v.optional(IdSchema),
  status: v.optional(
    v.picklist(['Registered', 'Attended', 'Flagged', 'Waitlisted', 'Cancelled']),
    'Registered',
  ),
  showConfirm: v.optional(v.boolean(), false),
  certificate: v.optional(v.string()),
  ticketStartTime: v.optional(v.string()),
})

const EVENT_FIELD_KEYS = [
  'startTime',
  'endTime',
  'timeString',
  'pdHours',
  'duration',
  'location',
  'address',
  'city',
  'state',
  'zipcode',
  'description',
  'descriptionAfterSession',
  'activityLink',
  'format',
  'user',
  'timeZone',
] as const

function eventFieldsFrom(ctx: ServerContext, input: Record<string, unknown>): EventFields {
  const fields: Record<string, unknown> = {}
  for (const key of EVENT_FIELD_KEYS)
    if (input[key] !== undefined && input[key] !== null) fields[key] = input[key]
  fields.virtual = input.virtual === false ? 0 : 1
  const link = input[ctx.config.videoService.linkField]
  const host = input[ctx.config.videoService.hostField]
  if (typeof link === 'string') fields.videoLink = link
  if (typeof host === 'string') fields.videoHost = host
  return fields as EventFields
}

/**
 * The server works §3.1's waitlist out from the seats; an event asked for with a waitlist other
 * than '0' and no capacity is made full, so every registration joins the waitlist.
 */
function capacityOf(input: { capacity?: number | null; waitlist?: string }): number | null {
  if (input.capacity !== undefined) return input.capacity
  return input.waitlist !== undefined && input.waitlist !== '0' ? 0 : null
}

function eventSummary(ctx: ServerContext, event: EventRow) {
  const counts = seatCounts(ctx.db, event.id)
  return {
    id: String(event.id),
    EID: String(event.id),
    type: event.type,
    title: event.title,
    startDate: event.start_date ?? '',
    endDate: event.end_date ?? '',
    capacity: event.capacity,
    ...counts,
    waitlist: waitlistValue(event, counts),
  }
}

async function guarded(c: Context, run: () => unknown): Promise<Response> {
  try {
    return c.json(await run())
  } catch (error) {
    return answerError(c, error, 'The demo call failed.')
  }
}

function resetDemoData(ctx: ServerContext) {
  ctx.db
    .transaction(() => {
      for (const table of DEMO_TABLES) ctx.db.prepare(`DELETE FROM ${table}`).run()
    })
    .immediate()
  seedDatabase(ctx.db, { now: ctx.now(), passwordCost: ctx.passwordCost, paths: ctx.config.paths })
  ctx.loginLimiter.clear()
  ctx.referralLimiter.clear()
  ctx.resetLimiter.clear()
  return { success: true }
}

function demoEventSummaries(ctx: ServerContext) {
  return (ctx.db.prepare('SELECT * FROM events ORDER BY id').all() as EventRow[]).map((event) =>
    eventSummary(ctx, event),
  )
}

async function createDemoEvent(c: Context, ctx: ServerContext) {
  const input = await readJsonBody(c, v.looseObject(DemoEventSchema.entries))
  const fields = eventFieldsFrom(ctx, input)
  const result = ctx.db
    .prepare(
      'INSERT INTO events (id, type, title, start_date, end_date, capacity, fields) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(
      input.id ? Number(input.id) : null,
      input.type,
      input.title,
      input.startDate ?? null,
      input.endDate ?? input.startDate ?? null,
      capacityOf(input),
      JSON.stringify(fields),
    )
  return { id: String(result.lastInsertRowid) }
}

async function createDemoTicket(c: Context, ctx: ServerContext) {
  const input = await readJsonBody(c, DemoTicketSchema)
  const event = findEvent(ctx.db, input.eventId)
  if (!event) throw new EnvelopeError('Event was not found', 404)
  const user = input.userId
    ? findUserById(ctx.db, Number(input.userId))
    : input.userEmail
      ? findUserByEmail(ctx.db, input.userEmail)
      : undefined
  const email = user?.email ?? input.userEmail
  if (!email) throw new EnvelopeError('Give userEmail or userId.', 400)
  const personKey = user ? `user:${user.id}` : `email:${email.toLowerCase()}`
  const taken = ctx.db
    .prepare('SELECT id FROM tickets WHERE event_id = ? AND person_key = ?')
    .get(event.id, personKey)
  if (taken) throw new EnvelopeError('This person already has a ticket for this event.', 409)
  const ticketId = newTicketId()
  ctx.db
    .prepare(
      `INSERT INTO tickets (id, event_id, user_id, person_key, holder_uuid, email, first_name, last_name, status, show_confirm, certificate, ticket_start_time, answers, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '{}', ?)`,
    )
    .run(
      ticketId,
      event.id,
      user?.id ?? null,
      personKey,
      user?.uuid ?? randomUUID(),
      email,
      user?.first_name ?? 'Guest',
      user?.last_name ?? 'Teacher',
      input.status,
      input.showConfirm ? 1 : 0,
      input.certificate ?? null,
      input.ticketStartTime ?? null,
      ctx.now().toISOString(),
    )
  return { ticketId }
}

const OUTBOX_ATTACHMENT_PATH = '/__demo/outbox/:id/attachments/:position'

function outboxAttachmentResponse(
  c: Context<BlankEnv, typeof OUTBOX_ATTACHMENT_PATH>,
  ctx: ServerContext,
): Response {
  const file = findAttachment(ctx.db, c.req.param('id'), c.req.param('position'))
  if (!file) return c.text('No such attachment.', 404)
  return c.body(new Uint8Array(file.content), 200, {
    'Content-Type': file.contentType,
    'Content-Disposition': `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`,
  })
}

/** Developer tools under /__demo/, registered only in demo mode (DESIGN: "Dev-only routes"). */
export function registerDemoRoutes(app: Hono, ctx: ServerContext): void {
  app.post('/__demo/reset', (c) => guarded(c, () => resetDemoData(ctx)))
  app.get('/__demo/events', (c) => guarded(c, () => demoEventSummaries(ctx)))
  app.post('/__demo/events', (c) => guarded(c, () => createDemoEvent(c, ctx)))
  app.post('/__demo/tickets', (c) => guarded(c, () => createDemoTicket(c, ctx)))
  app.get('/__demo/outbox', (c) => c.json(listOutbox(ctx.db, ctx.config)))
  app.get(OUTBOX_ATTACHMENT_PATH, (c) => outboxAttachmentResponse(c, ctx))
}
