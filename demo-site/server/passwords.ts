import { randomBytes, type ScryptOptions, scrypt, scryptSync, timingSafeEqual } from 'node:crypto'

/** OWASP's minimum scrypt cost: N=2^17, r=8, p=1 (tests pass a cheaper N). */
export const DEFAULT_PASSWORD_COST = 2 ** 17
const BLOCK_SIZE = 8
const PARALLELISM = 1
const KEY_LENGTH = 64
const SALT_LENGTH = 16
// N=2^17, r=8 needs 128 MiB; node's default cap is 32 MiB.
const MAX_MEMORY = 256 * 1024 * 1024

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)))
  })
}

function encode(cost: number, salt: Buffer, key: Buffer): string {
  return `scrypt$${cost}$${BLOCK_SIZE}$${PARALLELISM}$${salt.toString('base64')}$${key.toString('base64')}`
}

/** Hashes to `scrypt$N$r$p$salt$hash` (base64 salt and key). */
export async function hashPassword(password: string, cost = DEFAULT_PASSWORD_COST): Promise<string> {
  const salt = randomBytes(SALT_LENGTH)
  const key = await scryptAsync(password, salt, {
    N: cost,
    r: BLOCK_SIZE,
    p: PARALLELISM,
    maxmem: MAX_MEMORY,
  })
  return encode(cost, salt, key)
}

/** The seed hashes at start-up, before any request, so the blocking variant is fine there. */
export function hashPasswordSync(password: string, cost = DEFAULT_PASSWORD_COST): string {
  const salt = randomBytes(SALT_LENGTH)
  const key = scryptSync(password, salt, KEY_LENGTH, {
    N: cost,
    r: BLOCK_SIZE,
    p: PARALLELISM,
    maxmem: MAX_MEMORY,
  })
  return encode(cost, salt, key)
}

/** Checks a password against a stored hash with the cost stored in it, in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$')
  if (scheme !== 'scrypt' || !saltText || !keyText) return false
  const expected = Buffer.from(keyText, 'base64')
  const key = await scryptAsync(password, Buffer.from(saltText, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  })
  return key.length === expected.length && timingSafeEqual(key, expected)
}
