import type { Database } from './db'

export interface UserRow {
  id: number
  uuid: string
  email: string
  username: string
  first_name: string
  last_name: string
  type: number
  password_hash: string
  extras: string
}

export function findUserById(db: Database, id: number): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined
}

/** By e-mail or username, case-insensitive (the columns are COLLATE NOCASE). */
export function findUserByLogin(db: Database, login: string): UserRow | undefined {
  const value = login.trim()
  return db
    .prepare('SELECT * FROM users WHERE email = ? OR username = ? ORDER BY id LIMIT 1')
    .get(value, value) as UserRow | undefined
}

export function findUserByEmail(db: Database, email: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE email = ?').get(email.trim()) as UserRow | undefined
}

export function readExtras(user: UserRow): Record<string, unknown> {
  try {
    const extras = JSON.parse(user.extras) as unknown
    return extras && typeof extras === 'object' ? (extras as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** Merges `changes` into the stored extras (undefined values are left alone). */
export function saveExtras(db: Database, user: UserRow, changes: Record<string, unknown>): void {
  const extras = readExtras(user)
  for (const [key, value] of Object.entries(changes)) {
    if (value !== undefined) extras[key] = value
  }
  db.prepare('UPDATE users SET extras = ? WHERE id = ?').run(JSON.stringify(extras), user.id)
}

/** §3.3 user as answered to the client. Never the password hash. */
export function toCurrentUser(user: UserRow) {
  return {
    cpUsers_recordNumber: String(user.id),
    cpUsers_uuid: user.uuid,
    cpUsers_email: user.email,
    cpUsers_firstName: user.first_name,
    cpUsers_lastName: user.last_name,
    cpUsers_username: user.username,
    cpUsers__cpUsersTypes_recordNumber: user.type,
    extras: readExtras(user),
  }
}
