import type { SiteConfig } from '../../shared/config/site-config'
import type { Database } from './db'
import { escapeHtml } from './html'

export interface OutboxAttachment {
  filename: string
  contentType: string
  content: string
}

export interface OutboxEmail {
  id: number
  from: string
  to: string
  subject: string
  text: string
  html: string
  createdAt: string
  /** url downloads the attachment from the demo routes. */
  attachments: { filename: string; contentType: string; url: string }[]
}

export interface QueuedEmail {
  to: string
  subject: string
  text: string
  /**
   * The links the site wrote, the only ones the HTML part makes clickable: a name typed as
   * "https://…" by whoever registered an address would otherwise arrive as a live link from us.
   */
  links?: readonly string[]
  attachments?: OutboxAttachment[]
}

/** "Hi {name}," and the site's own paragraphs, whose links (and only those) are clickable. */
export function letter(name: string, paragraphs: string[]): Pick<QueuedEmail, 'text' | 'links'> {
  return { text: [`Hi ${name},`, ...paragraphs].join('\n\n'), links: linksIn(paragraphs.join('\n')) }
}

function linksIn(text: string): string[] {
  return Array.from(text.matchAll(LINK), (match) => match[0])
}

/**
 * A header is one line: a line break in a person's subject (the referral's) would let them add
 * headers such as Bcc once a real mailer sends it. Every control character becomes a space.
 */
export function headerLine(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()
}

/**
 * Every e-mail the site would send is written here instead (the demo has no mail server), so the
 * demo page /outbox/ and tests can read reset keys, certificate links, referrals and attachments.
 */
export function queueEmail(db: Database, email: QueuedEmail, now: Date): void {
  db.transaction(() => {
    const { lastInsertRowid } = db
      .prepare('INSERT INTO outbox (to_address, subject, text, html, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(
        headerLine(email.to),
        headerLine(email.subject),
        email.text,
        textToHtml(email.text, email.links ?? []),
        now.toISOString(),
      )
    const insert = db.prepare(
      'INSERT INTO outbox_attachments (email_id, position, filename, content_type, content) VALUES (?, ?, ?, ?, ?)',
    )
    email.attachments?.forEach((file, position) => {
      insert.run(lastInsertRowid, position, file.filename, file.contentType, Buffer.from(file.content))
    })
  })()
}

/** Was this very e-mail (address, subject and text) queued at `since` or later? */
export function queuedSince(db: Database, email: Omit<QueuedEmail, 'links'>, since: Date): boolean {
  const found = db
    .prepare('SELECT 1 FROM outbox WHERE to_address = ? AND subject = ? AND text = ? AND created_at >= ?')
    .get(headerLine(email.to), headerLine(email.subject), email.text, since.toISOString())
  return found !== undefined
}

/** A whole absolute URL, fragment and `#!/` path included; a final stop or bracket is prose. */
const LINK = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)'\]]/g

/** Plain text to HTML: everything escaped, each of the given links made clickable whole. */
export function textToHtml(text: string, links: readonly string[]): string {
  let html = ''
  let last = 0
  for (const match of text.matchAll(LINK)) {
    const url = match[0]
    if (!links.includes(url)) continue
    html += escapeHtml(text.slice(last, match.index))
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`
    last = match.index + url.length
  }
  html += escapeHtml(text.slice(last))
  return html
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${paragraph.replaceAll('\n', '<br>')}</p>`)
    .join('\n')
}

/** The brand's no-reply mailbox, on the domain of its support address. */
export function noReplyMailbox(config: SiteConfig): string {
  const domain = config.emails.support.split('@')[1] ?? `${config.brandSlug}.example.org`
  return `no-reply@${domain}`
}

/** The brand's no-reply sender. */
function noReplyAddress(config: SiteConfig): string {
  return `${config.brand} <${noReplyMailbox(config)}>`
}

interface OutboxRow {
  id: number
  to: string
  subject: string
  text: string
  html: string
  createdAt: string
}

export function listOutbox(db: Database, config: SiteConfig): OutboxEmail[] {
  const rows = db
    .prepare(
      'SELECT id, to_address AS "to", subject, text, html, created_at AS createdAt FROM outbox ORDER BY id DESC',
    )
    .all() as OutboxRow[]
  const files = db.prepare(
    'SELECT position, filename, content_type AS contentType FROM outbox_attachments WHERE email_id = ? ORDER BY position',
  )
  return rows.map((row) => ({
    ...row,
    from: noReplyAddress(config),
    attachments: (files.all(row.id) as { position: number; filename: string; contentType: string }[]).map(
      (file) => ({
        filename: file.filename,
        contentType: file.contentType,
        url: `/__demo/outbox/${row.id}/attachments/${file.position}`,
      }),
    ),
  }))
}

export function findAttachment(
  db: Database,
  emailId: string,
  position: string,
): { filename: string; contentType: string; content: Buffer } | undefined {
  if (!/^\d{1,15}$/.test(emailId) || !/^\d{1,4}$/.test(position)) return undefined
  return db
    .prepare(
      'SELECT filename, content_type AS contentType, content FROM outbox_attachments WHERE email_id = ? AND position = ?',
    )
    .get(Number(emailId), Number(position)) as
    | { filename: string; contentType: string; content: Buffer }
    | undefined
}
