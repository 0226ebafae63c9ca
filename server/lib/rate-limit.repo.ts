import type { Sql } from '../db/sql';

// The database's rate-limit counters (lib/rate-limit.ts DatabaseStore), on the async layer (issue 27).

/** A client's count in its current window; `reset_at` in epoch milliseconds. */
export type HitCount = { hits: number; reset_at: number };

/**
 * Counts one hit in one statement, so two requests at once can never both read the old count: a
 * client without a live window starts one of `windowMs` at 1, otherwise its count goes up by one.
 * (In an UPDATE every expression reads the row as it was, so both CASEs see the old reset_at; the same
 * on PostgreSQL, where the conflicting row's columns are named by the table.)
 */
export async function countHit(sql: Sql, rule: string, client: string, now: number, windowMs: number): Promise<HitCount> {
  return (await sql.get<HitCount>(`INSERT INTO rate_limits (rule, client, hits, reset_at) VALUES (@rule, @client, 1, @resetAt)
    ON CONFLICT (rule, client) DO UPDATE SET
      hits = CASE WHEN rate_limits.reset_at <= @now THEN 1 ELSE rate_limits.hits + 1 END,
      reset_at = CASE WHEN rate_limits.reset_at <= @now THEN excluded.reset_at ELSE rate_limits.reset_at END
    RETURNING hits, reset_at`, { rule, client, now, resetAt: now + windowMs }))!;
}

/** Takes back one hit of the live window (a request that did not count); never below zero. */
export async function uncountHit(sql: Sql, rule: string, client: string, now: number): Promise<void> {
  await sql.run(`UPDATE rate_limits SET hits = hits - 1
    WHERE rule = ? AND client = ? AND hits > 0 AND reset_at > ?`, rule, client, now);
}

export function findHitCount(sql: Sql, rule: string, client: string, now: number): Promise<HitCount | undefined> {
  return sql.get<HitCount>('SELECT hits, reset_at FROM rate_limits WHERE rule = ? AND client = ? AND reset_at > ?', rule, client, now);
}

export async function deleteHitCount(sql: Sql, rule: string, client: string): Promise<void> {
  await sql.run('DELETE FROM rate_limits WHERE rule = ? AND client = ?', rule, client);
}

export async function deleteRuleHitCounts(sql: Sql, rule: string): Promise<void> {
  await sql.run('DELETE FROM rate_limits WHERE rule = ?', rule);
}

/** Drops the windows that have ended (through the reset_at index); how many rows went. */
export async function deleteEndedWindows(sql: Sql, now: number): Promise<number> {
  return (await sql.run('DELETE FROM rate_limits WHERE reset_at <= ?', now)).changes;
}
