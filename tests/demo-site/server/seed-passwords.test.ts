// @vitest-environment node

import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../../demo-site/server/db'
import { verifyPassword } from '../../../demo-site/server/passwords'
import { SEED_PASSWORD, seedDatabase } from '../../../demo-site/server/seed'

const COST = 2 ** 10

function seededHashes(): string[] {
  const db = openDatabase(':memory:')
  seedDatabase(db, { passwordCost: COST })
  return db
    .prepare<[], { password_hash: string }>('SELECT password_hash FROM users ORDER BY id')
    .all()
    .map((row) => row.password_hash)
}

describe("the seed accounts' passwords", () => {
  it('are hashed once per process, so a demo reset does not hold the server for the hashing', async () => {
    const first = seededHashes()
    expect(seededHashes()).toEqual(first)
    // Each account still has a salt of its own, and the password still opens it.
    expect(new Set(first).size).toBe(first.length)
    for (const hash of first) expect(await verifyPassword(SEED_PASSWORD, hash)).toBe(true)
  })
})
