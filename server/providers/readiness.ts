import type { Db } from '../db/connection';
import type { ServerEnv } from '../env';
import { ApiError } from '../lib/errors';
import { credentialsOf } from './credentials';
import { listGroupIds } from './credentials.repo';

// What a real server checks before it starts (issue 23 point 8): every group has the parties it
// needs set up. A group needs the wallet (its members sign in through it); the parties still to come
// add their own rules here (WeChat for a group with a WeChat app, KYC for a group that asks it, …).

/** What each group lacks, one phrase each ("group club has no mixin credentials"); empty when none lacks anything. */
export function missingProviders(db: Db, env: Pick<ServerEnv, 'secretsKey'>): string[] {
  return listGroupIds(db).flatMap((groupId) => {
    try {
      return credentialsOf(db, env, groupId, 'mixin') ? [] : [`group ${groupId} has no mixin credentials`];
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return [env.secretsKey
        ? `group ${groupId}'s mixin credentials do not open with SECRETS_KEY`
        : `group ${groupId}'s mixin credentials need SECRETS_KEY`];
    }
  });
}

/** The one line a real server stops with when a group lacks a party, else null. */
export function readinessRefusal(db: Db, env: Pick<ServerEnv, 'secretsKey'>): string | null {
  const missing = missingProviders(db, env);
  if (missing.length === 0) return null;
  return `Not starting: ${missing.join('; ')}. Set them with npm run group -- credentials <group> <party> (README "Run it for real").`;
}
