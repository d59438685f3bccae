import BetterSqlite3 from 'better-sqlite3'

/** The better-sqlite3 connection the server passes around. */
export type Database = BetterSqlite3.Database
type Db = Database

/**
 * Schema migrations, applied in order. The database's user_version holds how many have run, so a
 * file made by an older server is brought up to date on start and never rebuilt.
 */
const migrations: readonly string[] = [
  `
  CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    uuid TEXT NOT NULL UNIQUE,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    username TEXT NOT NULL UNIQUE COLLATE NOCASE,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    type INTEGER NOT NULL,
    password_hash TEXT NOT NULL,
    extras TEXT NOT NULL DEFAULT '{}',
    proof_file BLOB,
    proof_file_type TEXT,
    created_at TEXT NOT NULL
  );
  CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX sessions_user ON sessions(user_id);
  CREATE TABLE events (
    id INTEGER PRIMARY KEY,
    type TEXT NOT NULL,
    title TEXT NOT NULL,
    start_date TEXT,
    end_date TEXT,
    capacity INTEGER,
    fields TEXT NOT NULL DEFAULT '{}'
  );
  CREATE TABLE tickets (
    id TEXT PRIMARY KEY,
    event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    person_key TEXT NOT NULL,
    holder_uuid TEXT NOT NULL,
    email TEXT NOT NULL,
    first_name TEXT NOT NULL DEFAULT '',
    last_name TEXT NOT NULL DEFAULT '',
    status TEXT NOT NULL,
    show_confirm INTEGER NOT NULL DEFAULT 0,
    certificate TEXT,
    ticket_start_time TEXT,
    answers TEXT NOT NULL DEFAULT '{}',
    survey_answers TEXT,
    created_at TEXT NOT NULL,
    UNIQUE (event_id, person_key)
  );
  CREATE INDEX tickets_user ON tickets(user_id);
  CREATE TABLE password_resets (
    key_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  CREATE TABLE outbox (
    id INTEGER PRIMARY KEY,
    to_address TEXT NOT NULL,
    subject TEXT NOT NULL,
    text TEXT NOT NULL,
    html TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE contact_requests (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    subject TEXT NOT NULL,
    message TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE subscriptions (
    list TEXT NOT NULL,
    email TEXT NOT NULL COLLATE NOCASE,
    created_at TEXT NOT NULL,
    PRIMARY KEY (list, email)
  );
  `,
  // E-mail attachments (the registration e-mail's ICS); an older database file gains the table.
  `
  CREATE TABLE outbox_attachments (
    email_id INTEGER NOT NULL REFERENCES outbox(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    filename TEXT NOT NULL,
    content_type TEXT NOT NULL,
    content BLOB NOT NULL,
    PRIMARY KEY (email_id, position)
  );
  `,
  // Guest tickets join an account only once its holder proves the address (README: decisions).
  `
  CREATE TABLE email_confirmations (
    key_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    email TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    used_at INTEGER
  );
  `,
  // When a ticket's survey was accepted: the day an on-demand module, which has no date, was done
  // (its academy year, §9).
  `
  ALTER TABLE tickets ADD COLUMN attended_at TEXT;
  `,
]

/**
 * Opens (and creates or migrates) the database. WAL lets readers run beside the one writer and
 * keeps committed rows through a crash; busy_timeout makes a second server process wait for the
 * write lock instead of failing at once.
 */
export function openDatabase(file: string): Db {
  const db = new BetterSqlite3(file)
  if (file !== ':memory:') db.pragma('journal_mode = WAL')
  db.pragma('busy_timeout = 5000')
  db.pragma('foreign_keys = ON')
  migrate(db)
  return db
}

function migrate(db: Db): void {
  const apply = db.transaction(() => {
    const done = Number(db.pragma('user_version', { simple: true }))
    for (let index = done; index < migrations.length; index++) {
      db.exec(migrations[index] ?? '')
    }
    db.pragma(`user_version = ${migrations.length}`)
  })
  // IMMEDIATE: two processes starting on one new file must not both run the first migration.
  apply.immediate()
}
