import { randomUUID } from 'node:crypto';
import { readMeta } from '../db/meta.repo';
import { signAccessToken } from '../lib/tokens';
import type { TestServer } from './helpers';

// Behind-the-API setup for the lucky-coin tests: many members at once (signing in 200 people
// through the sandbox flow would test the sign-in, not the claims).

/** `n` new paid members of `groupId`, each with an access token for it. */
export async function addPaidMembers(server: TestServer, groupId: string, n: number): Promise<{ userId: string; token: string }[]> {
  const secret = server.env.tokenSecret ?? (await readMeta(server.sql, 'token_secret'))!;
  const iso = new Date(server.clock.now).toISOString();
  const iat = Math.floor(server.clock.now / 1000);
  const expiry = new Date(server.clock.now + 365 * 86_400_000).toISOString();
  const members = Array.from({ length: n }, (_, i) => ({
    userId: randomUUID(), identity: `9${String(i).padStart(6, '0')}${Math.floor(Math.random() * 1e6)}`, name: `Claimer ${i + 1}`,
  }));
  await server.sql.tx(async (sql) => {
    for (const m of members) {
      await sql.run(`INSERT INTO users (user_id, identity_number, full_name, avatar_url, created_at) VALUES (?, ?, ?, '', ?)`,
        m.userId, m.identity, m.name, iso);
      await sql.run(`INSERT INTO memberships (group_id, user_id, role, state, expired_at, joined_at, created_at)
        VALUES (?, ?, 'user', 'paid', ?, ?, ?)`, groupId, m.userId, expiry, iso, iso);
    }
  });
  return members.map(({ userId }) => ({ userId, token: signAccessToken(secret, { g: groupId, u: userId, iat, exp: iat + 7200 }) }));
}

export const packClaimRows = (server: TestServer, packId: string) =>
  server.sql.all<{ user_id: string; seq: number; amount: string }>(
    'SELECT user_id, seq, amount FROM luckycoin_claims WHERE pack_id = ? ORDER BY seq', packId);

export const packRefundRows = (server: TestServer, packId: string) =>
  server.sql.all<{ user_id: string; asset_id: string; amount: string }>(
    'SELECT user_id, asset_id, amount FROM luckycoin_refunds WHERE pack_id = ? ORDER BY user_id', packId);
