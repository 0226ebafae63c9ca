import { create, nonempty, string, type, type Infer, type Struct } from 'superstruct';
import type { Db } from '../db/connection';
import type { ServerEnv } from '../env';
import { seal, unseal } from '../lib/sealed';
import { findSealedCredentials, upsertSealedCredentials, type CredentialParty } from './credentials.repo';

// Each group's credentials at its outside parties (issue 23 point 6), sealed with SECRETS_KEY: the
// group and party are the additional data, so credentials copied onto another group do not open.
// Read by the adapters only; no API answers them.

/** The group's wallet bot (its app id is the group's client_id): the OAuth client secret. */
export const MixinCredentials = type({ client_secret: nonempty(string()) });
export type MixinCredentials = Infer<typeof MixinCredentials>;

const STRUCTS: { [P in CredentialParty]: Struct<PartyCredentials[P]> } = { mixin: MixinCredentials };
type PartyCredentials = { mixin: MixinCredentials };

const owner = (groupId: string, party: CredentialParty) => `${groupId}\u0000${party}`;

function keyOf(env: Pick<ServerEnv, 'secretsKey'>): Buffer {
  if (!env.secretsKey) throw new Error('SECRETS_KEY is not set: no group credentials can be read or written');
  return Buffer.from(env.secretsKey, 'hex');
}

/** Seals and stores a group's credentials at a party, checked against the party's shape first. */
export function saveCredentials<P extends CredentialParty>(
  db: Db, env: Pick<ServerEnv, 'secretsKey'>, groupId: string, party: P, credentials: PartyCredentials[P], nowIso: string,
): void {
  const checked = create(credentials, STRUCTS[party]);
  upsertSealedCredentials(db, groupId, party, seal(keyOf(env), owner(groupId, party), JSON.stringify(checked)), nowIso);
}

/** The group's credentials at a party, or null when none were set. Throws when they do not open with SECRETS_KEY. */
export function credentialsOf<P extends CredentialParty>(
  db: Db, env: Pick<ServerEnv, 'secretsKey'>, groupId: string, party: P,
): PartyCredentials[P] | null {
  const sealed = findSealedCredentials(db, groupId, party);
  if (sealed === undefined) return null;
  return create(JSON.parse(unseal(keyOf(env), owner(groupId, party), sealed)), STRUCTS[party]);
}
