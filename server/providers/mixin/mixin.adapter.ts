import { generateKeyPairSync } from 'node:crypto';
import { MixinApi, OAuthClient, ResponseError } from '@mixin.dev/mixin-node-sdk';
import { create, string, StructError, type, type Struct } from 'superstruct';
import { apiErrors } from '../../lib/errors';
import type { GroupRow } from '../../routes/group/group.repo';
import type { MixinCredentials } from '../credentials';
import type { MixinProvider, WalletIdentity } from '../mixin.provider';

// The wallet (Mixin Messenger) through its own SDK (issue 23 point 3), pinned at
// @mixin.dev/mixin-node-sdk 7.5.5. Sign-in is the wallet's OAuth with an Ed25519 session: the server
// makes a key pair for the sign-in, trades the code and the group bot's client secret for an
// authorisation bound to that key (POST /oauth/token), and asks /me with requests the SDK signs
// with it (EdDSA JWTs carrying sha256 of method, path and body). The same code runs against
// api.mixin.one and against the sandbox's stand-in (server/sandbox/mixin-api.ts).

export type MixinAdapterConfig = {
  /** The wallet API's base URL: https://api.mixin.one, or a stand-in's. */
  apiBase: () => string;
  /** The group's bot credentials; null: the group has no wallet bot set up. */
  credentials: (groupId: string) => MixinCredentials | null;
  /** How long one call may take; the sign-in waits for two. */
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 5000;
/**
 * No retries: a code is spent by the first try that reaches the wallet, and a wallet that is down
 * should be told at once. The SDK reads `retry || 5`, so 0 would mean five; axios-retry stops when
 * its count (0) is not below this.
 */
const NO_RETRIES = -1;

const Token = type({ authorization_id: string(), scope: string() });
const Me = type({ user_id: string(), identity_number: string(), full_name: string(), avatar_url: string() });

/** The raw 32-byte seed and public key of a fresh Ed25519 pair, as the SDK and the wallet take them. */
function sessionKeys() {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    seedHex: privateKey.export({ format: 'der', type: 'pkcs8' }).subarray(-32).toString('hex'),
    publicBase64Url: publicKey.export({ format: 'der', type: 'spki' }).subarray(-32).toString('base64url'),
  };
}

/**
 * A call to the wallet, its answer checked: a refusal becomes a 401 for the person, an answer of
 * the wrong shape or none at all a 503.
 */
async function ask<T>(call: () => Promise<unknown>, shape: Struct<T>): Promise<T> {
  try {
    return create(await call(), shape);
  } catch (error) {
    if (error instanceof ResponseError) throw apiErrors.loginRequired(`the wallet refused the sign-in: ${error.description || error.code}`);
    if (error instanceof StructError) throw apiErrors.unavailable(`the wallet answered what it should not: ${error.message}`);
    throw apiErrors.unavailable('the wallet did not answer: try again');
  }
}

export function mixinAdapter(config: MixinAdapterConfig): Pick<MixinProvider, 'signIn'> {
  const timeout = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    async signIn(group: GroupRow, code: string): Promise<WalletIdentity> {
      const bot = config.credentials(group.group_id);
      if (!bot) throw apiErrors.unavailable('mixin is not configured for this group');
      // Node's HTTP client always, even where a test environment offers a browser's XMLHttpRequest (jsdom).
      const requestConfig = { baseURL: config.apiBase(), timeout, retry: NO_RETRIES, adapter: 'http' as const };
      const keys = sessionKeys();
      const token = await ask(() => OAuthClient({ requestConfig }).getToken({
        client_id: group.client_id, code, client_secret: bot.client_secret, ed25519: keys.publicBase64Url,
      }), Token);
      const keystore = {
        app_id: group.client_id, scope: token.scope, authorization_id: token.authorization_id, session_private_key: keys.seedHex,
      };
      const me = await ask(() => MixinApi({ keystore, requestConfig }).user.profile(), Me);
      return { user_id: me.user_id, identity_number: me.identity_number, full_name: me.full_name, avatar_url: me.avatar_url };
    },
  };
}
