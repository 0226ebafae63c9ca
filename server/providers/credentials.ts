import { create, nonempty, optional, pattern, size, string, type, type Infer, type Struct } from 'superstruct';
import type { Db } from '../db/connection';
import type { Sql } from '../db/sql';
import type { ServerEnv } from '../env';
import { ApiError, apiErrors } from '../lib/errors';
import { seal, unseal } from '../lib/sealed';
import {
  findSealedCredentials, listSealedCredentials, replaceSealedCredential, upsertSealedCredentials,
  upsertSealedCredentialsSync, type CredentialParty } from './credentials.repo';

// Each group's credentials at its outside parties (issue 23 point 6), sealed with SECRETS_KEY: the
// group and party are the additional data, so credentials copied onto another group do not open.
// Read by the adapters only; no API answers them. A missing key, or one that does not open them, is 503.

/** A lowercase UUID, as the wallet writes app, user and session ids. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UUID = pattern(string(), UUID_PATTERN);
const SEED_HEX = pattern(string(), /^[0-9a-f]{64}$/);

/**
 * The group's wallet bot (its app id is the group's client_id): the OAuth client secret, and the
 * bot's own session (its id and Ed25519 seed, hex) for what the bot asks itself (user search).
 */
export const MixinCredentials = type({
  client_secret: nonempty(string()),
  session_id: optional(UUID),
  session_private_key: optional(SEED_HEX),
  /** The bot's spend key (Ed25519 seed, hex), registered with the wallet's Safe: it signs what the bot pays out. */
  spend_private_key: optional(SEED_HEX),
});
export type MixinCredentials = Infer<typeof MixinCredentials>;

/** The group's WeChat official account (its app id is the group's wechat_app_id): the app secret. */
export const WechatCredentials = type({ app_secret: nonempty(string()) });
export type WechatCredentials = Infer<typeof WechatCredentials>;

const PEM = (kind: 'PRIVATE' | 'PUBLIC') =>
  pattern(string(), new RegExp(`^-----BEGIN (RSA )?${kind} KEY-----[\\s\\S]+-----END (RSA )?${kind} KEY-----\\s*$`));

/**
 * The group's WeChat Pay merchant (API v3), paid into for its official account (wechat_app_id):
 * the merchant id, its API certificate's serial and private key (PEM), which sign every request; the
 * APIv3 key (32 characters), which opens what notifications carry; and WeChat Pay's public key (PEM)
 * with its id (`PUB_KEY_ID_…`), which verifies every answer and notification WeChat Pay signs.
 */
export const WechatPayCredentials = type({
  mchid: pattern(string(), /^\d{1,32}$/),
  merchant_serial: pattern(string(), /^[0-9A-Fa-f]{8,64}$/),
  merchant_private_key: PEM('PRIVATE'),
  apiv3_key: size(string(), 32, 32),
  platform_key_id: size(nonempty(string()), 1, 64),
  platform_public_key: PEM('PUBLIC'),
});
export type WechatPayCredentials = Infer<typeof WechatPayCredentials>;

/**
 * The group's Alipay app (open platform, public-key mode): its app id, the app's private key (PEM),
 * which signs each request, and Alipay's public key (PEM), which verifies each notification.
 */
export const AlipayCredentials = type({
  app_id: pattern(string(), /^\d{16}$/),
  app_private_key: PEM('PRIVATE'),
  alipay_public_key: PEM('PUBLIC'),
});
export type AlipayCredentials = Infer<typeof AlipayCredentials>;

const STRUCTS: { [P in CredentialParty]: Struct<PartyCredentials[P]> } = {
  mixin: MixinCredentials, wechat: WechatCredentials, wechatpay: WechatPayCredentials, alipay: AlipayCredentials,
};
type PartyCredentials = {
  mixin: MixinCredentials; wechat: WechatCredentials; wechatpay: WechatPayCredentials; alipay: AlipayCredentials;
};

const owner = (groupId: string, party: CredentialParty) => `${groupId}\u0000${party}`;

/** SECRETS_KEY's key; 503 without one (nothing sealed with it can be read or written). */
export function secretsKeyOf(env: Pick<ServerEnv, 'secretsKey'>): Buffer {
  if (!env.secretsKey) throw apiErrors.unavailable('SECRETS_KEY is not set: no group credentials can be read or written');
  return Buffer.from(env.secretsKey, 'hex');
}

/** Seals and stores a group's credentials at a party, checked against the party's shape first. */
export async function saveCredentials<P extends CredentialParty>(
  sql: Sql, env: Pick<ServerEnv, 'secretsKey'>, groupId: string, party: P, credentials: PartyCredentials[P], nowIso: string,
): Promise<void> {
  await upsertSealedCredentials(sql, groupId, party, sealed(env, groupId, party, credentials), nowIso);
}

/** The same for the seed (synchronous on SQLite by design). */
export function saveCredentialsSync<P extends CredentialParty>(
  db: Db, env: Pick<ServerEnv, 'secretsKey'>, groupId: string, party: P, credentials: PartyCredentials[P], nowIso: string,
): void {
  upsertSealedCredentialsSync(db, groupId, party, sealed(env, groupId, party, credentials), nowIso);
}

function sealed<P extends CredentialParty>(env: Pick<ServerEnv, 'secretsKey'>, groupId: string, party: P, credentials: PartyCredentials[P]): string {
  const checked = create(credentials, STRUCTS[party]);
  return seal(secretsKeyOf(env), owner(groupId, party), JSON.stringify(checked));
}

/** The group's credentials at a party, or null when none were set. Throws when they do not open with SECRETS_KEY. */
export async function credentialsOf<P extends CredentialParty>(
  sql: Sql, env: Pick<ServerEnv, 'secretsKey'>, groupId: string, party: P,
): Promise<PartyCredentials[P] | null> {
  return opened(env, groupId, party, await findSealedCredentials(sql, groupId, party));
}

function opened<P extends CredentialParty>(
  env: Pick<ServerEnv, 'secretsKey'>, groupId: string, party: P, sealedText: string | undefined,
): PartyCredentials[P] | null {
  if (sealedText === undefined) return null;
  let plain: string;
  try {
    plain = unseal(secretsKeyOf(env), owner(groupId, party), sealedText);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw apiErrors.unavailable(`${party} credentials of this group do not open with SECRETS_KEY: set them again`);
  }
  return create(JSON.parse(plain), STRUCTS[party]);
}

/**
 * Every group's credentials sealed again with the key `to` (they open with `from`), in one
 * transaction: a row that does not open stops it, naming the group and party, and nothing changes.
 * Answers how many were resealed.
 */
export function resealAllCredentials(sql: Sql, from: Buffer, to: Buffer, nowIso: string): Promise<number> {
  return sql.tx(async (t) => {
    const rows = await listSealedCredentials(t);
    for (const row of rows) {
      const who = owner(row.group_id, row.party as CredentialParty);
      let plain: string;
      try {
        plain = unseal(from, who, row.sealed);
      } catch {
        throw new Error(`the ${row.party} credentials of group ${row.group_id} do not open with the old key: nothing was changed`);
      }
      await replaceSealedCredential(t, { ...row, sealed: seal(to, who, plain) }, nowIso);
    }
    return rows.length;
  });
}
