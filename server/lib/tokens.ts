import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What an access token proves: this user, in this group, until `exp` (epoch seconds). */
export type AccessClaims = { g: string; u: string; iat: number; exp: number };

const encode = (value: string | Buffer) => Buffer.from(value).toString('base64url');

function signature(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

/** Compact token: base64url(JSON claims) "." base64url(HMAC-SHA256 of the first part). */
export function signAccessToken(secret: string, claims: AccessClaims): string {
  const payload = encode(JSON.stringify(claims));
  return `${payload}.${encode(signature(secret, payload))}`;
}

export type VerifyResult =
  | { ok: true; claims: AccessClaims }
  | { ok: false; reason: 'malformed' | 'bad signature' | 'expired' };

export function verifyAccessToken(secret: string, token: string, nowSeconds: number): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return { ok: false, reason: 'malformed' };
  const [payload, sig] = parts;
  const expected = signature(secret, payload);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'bad signature' };
  }
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!isClaims(claims)) return { ok: false, reason: 'malformed' };
  if (claims.exp <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}

function isClaims(value: unknown): value is AccessClaims {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.g === 'string' && typeof v.u === 'string'
    && Number.isInteger(v.iat) && Number.isInteger(v.exp);
}

/** Opaque random secret (refresh tokens, OAuth codes, the generated signing key). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Refresh tokens and OAuth codes are stored only as this hash, so a leaked DB cannot replay them. */
/** Whether two secrets are the same, in a time that does not tell how much of them matched. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
