import type { Db } from '../db/connection';
import { statement } from '../db/statements';

/** A client's count in its current window; `reset_at` in epoch milliseconds. */
export type HitCount = { hits: number; reset_at: number };

/**
 * Counts one hit in one statement, so two requests at once can never both read the old count: a
 * client without a live window starts one of `windowMs` at 1, otherwise its count goes up by one.
 * (In an UPDATE every expression reads the row as it was, so both CASEs see the old reset_at.)
 */
export function countHit(db: Db, rule: string, client: string, now: number, windowMs: number): HitCount {
  return statement(db, `INSERT INTO rate_limits (rule, client, hits, reset_at) VALUES (@rule, @client, 1, @resetAt)
    ON CONFLICT (rule, client) DO UPDATE SET
      hits = CASE WHEN reset_at <= @now THEN 1 ELSE hits + 1 END,
      reset_at = CASE WHEN reset_at <= @now THEN excluded.reset_at ELSE reset_at END
    RETURNING hits, reset_at`).get({ rule, client, now, resetAt: now + windowMs }) as HitCount;
}

/** Takes back one hit of the live window (a request that did not count); never below zero. */
export function uncountHit(db: Db, rule: string, client: string, now: number): void {
  statement(db, `UPDATE rate_limits SET hits = hits - 1
    WHERE rule = ? AND client = ? AND hits > 0 AND reset_at > ?`).run(rule, client, now);
}

export function findHitCount(db: Db, rule: string, client: string, now: number): HitCount | undefined {
  return statement(db, 'SELECT hits, reset_at FROM rate_limits WHERE rule = ? AND client = ? AND reset_at > ?')
    .get(rule, client, now) as HitCount | undefined;
}

export function deleteHitCount(db: Db, rule: string, client: string): void {
  statement(db, 'DELETE FROM rate_limits WHERE rule = ? AND client = ?').run(rule, client);
}

export function deleteRuleHitCounts(db: Db, rule: string): void {
  statement(db, 'DELETE FROM rate_limits WHERE rule = ?').run(rule);
}

/** Drops the windows that have ended (through the reset_at index); how many rows went. */
export function deleteEndedWindows(db: Db, now: number): number {
  return statement(db, 'DELETE FROM rate_limits WHERE reset_at <= ?').run(now).changes;
}
