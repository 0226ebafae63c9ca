import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

// The withdrawal PIN at rest: a salted scrypt hash, `scrypt$N$r$p$salt$hash` (base64), never the
// PIN. A 6-digit PIN has only 10^6 values, so what protects it is the wrong-PIN lock
// (vault.service.ts); the hash keeps a copy of the database from handing it over outright, and
// scrypt makes trying the million values on a stolen copy cost minutes rather than a blink.

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

export function hashPin(pin: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(pin, salt, KEY_LENGTH, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** Whether `pin` is the one hashed into `stored`, compared in constant time. */
export function pinMatches(pin: string, stored: string): boolean {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) throw new Error('unreadable PIN hash');
  const expected = Buffer.from(hash, 'base64');
  const given = scryptSync(pin, Buffer.from(salt, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return timingSafeEqual(given, expected);
}
