import type { Database } from './db'
import { escapeHtml } from './html'

export interface OutboxEmail {
  to: string
  subject: string
  text: string
  html: string
  createdAt: string
}

/**
 * Every e-mail the site would send is written here instead (the demo has no mail server), so the
 * demo page /outbox/ and tests can read reset keys, certificate links and referrals.
 */
export function queueEmail(
  db: Database,
  email: Omit<OutboxEmail, 'createdAt' | 'html'> & { html?: string },
  now: Date,
): void {
  db.prepare('INSERT INTO outbox (to_address, subject, text, html, created_at) VALUES (?, ?, ?, ?, ?)').run(
    email.to,
    email.subject,
    email.text,
    email.html ?? textToHtml(email.text),
    now.toISOString(),
  )
}

/** Plain text to HTML with escaped content and root-relative or http(s) links made clickable. */
export function textToHtml(text: string): string {
  const escaped = escapeHtml(text)
  const linked = escaped.replace(
    /(https?:\/\/[^\s<]+|(?<=\s|^)\/[\w\-./?=&;%#]+)/g,
    (url) => `<a href="${url}">${url}</a>`,
  )
  return linked
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${paragraph.replaceAll('\n', '<br>')}</p>`)
    .join('\n')
}

export function listOutbox(db: Database): OutboxEmail[] {
  return db
    .prepare(
      'SELECT to_address AS "to", subject, text, html, created_at AS createdAt FROM outbox ORDER BY id DESC',
    )
    .all() as OutboxEmail[]
}
