import type { Sql } from '../db/sql';
import type { ServerEnv } from '../env';
import { ApiError } from '../lib/errors';
import { credentialsOf } from './credentials';
import { listGroupParties, type CredentialParty } from './credentials.repo';

// What a real server checks before it starts (issue 23 point 8): every group has the parties it
// needs set up. A group needs the wallet (its members sign in through it), WeChat when it has an
// official account, WeChat Pay or Alipay when a product of it can be paid with it (disabled products
// too: an admin may enable one any time); the parties still to come add their own rules here.

/** What a group lacks of one party's credentials, as a phrase; null when they are set and open. */
async function lack(sql: Sql, env: Pick<ServerEnv, 'secretsKey'>, groupId: string, party: CredentialParty): Promise<string | null> {
  try {
    return (await credentialsOf(sql, env, groupId, party)) ? null : `group ${groupId} has no ${party} credentials`;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return env.secretsKey
      ? `group ${groupId}'s ${party} credentials do not open with SECRETS_KEY`
      : `group ${groupId}'s ${party} credentials need SECRETS_KEY`;
  }
}

/**
 * What each group lacks, one phrase each ("group club has no mixin credentials"); empty when none
 * lacks anything. A server taking WeChat Pay also needs PUBLIC_ORIGIN, where its notifications go.
 */
type ReadinessEnv = Pick<ServerEnv, 'secretsKey' | 'publicOrigin' | 'kycUrl' | 'kycSecret' | 'nftUrl' | 'nftSecret' | 'rebornSecret'>;

export async function missingProviders(sql: Sql, env: ReadinessEnv): Promise<string[]> {
  const groups = await listGroupParties(sql);
  const lacks: string[] = [];
  for (const group of groups) {
    const parties: CredentialParty[] = ['mixin'];
    if (group.wechat_app_id) parties.push('wechat');
    if (group.sells_through_wechat_pay) parties.push('wechatpay');
    if (group.sells_through_alipay) parties.push('alipay');
    for (const party of parties) {
      const phrase = await lack(sql, env, group.group_id, party);
      if (phrase !== null) lacks.push(phrase);
    }
  }
  if (!env.publicOrigin && groups.some((group) => group.sells_through_wechat_pay || group.sells_through_alipay)) {
    lacks.push('PUBLIC_ORIGIN is not set, and WeChat Pay and Alipay need it to send this server their notifications');
  }
  // The parties on our own signed protocol, set up once for the server.
  const serverParties = [
    { needed: 'kyc_enabled', set: env.kycUrl && env.kycSecret, names: 'KYC_URL and KYC_SECRET are', what: 'verify(s) identities before joining' },
    { needed: 'nft_enabled', set: env.nftUrl && env.nftSecret, names: 'NFT_URL and NFT_SECRET are', what: 'take(s) NFT tickets' },
    { needed: 'sells_through_reborn', set: env.rebornSecret, names: 'REBORN_SECRET is', what: 'sell(s) for the rc coin' },
  ] as const;
  for (const party of serverParties) {
    const needing = groups.filter((group) => group[party.needed]).map((group) => group.group_id);
    if (needing.length > 0 && !party.set) lacks.push(`${party.names} not set, and ${needing.join(', ')} ${party.what}`);
  }
  return lacks;
}

/** The one line a real server stops with when a group lacks a party, else null. */
export async function readinessRefusal(sql: Sql, env: ReadinessEnv): Promise<string | null> {
  const missing = await missingProviders(sql, env);
  if (missing.length === 0) return null;
  return `Not starting: ${missing.join('; ')}. Set them with npm run group -- credentials <group> <party> (README "Run it for real").`;
}
