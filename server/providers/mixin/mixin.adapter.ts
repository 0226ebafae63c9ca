import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { array, create, nullable, number, optional, string, StructError, type, unknown, type Struct } from 'superstruct';
import type { WalletUser } from '../../../contract/shortcut';
import { newEd25519Pair } from '../../lib/ed25519';
import { lazyModule } from '../../lib/lazy';
import { apiErrors, type ApiError } from '../../lib/errors';
import type { GroupRow } from '../../routes/group/group.repo';
import type { MixinCredentials } from '../credentials';
import type { MixinProvider, WalletSignIn } from '../mixin.provider';

// The wallet (Mixin Messenger) through its own SDK (issue 23 point 3), pinned at
// @mixin.dev/mixin-node-sdk 7.5.5. Sign-in is the wallet's OAuth with an Ed25519 session: the server
// makes a key pair for the sign-in, trades the code and the group bot's client secret for an
// authorisation bound to that key (POST /oauth/token), and asks /me with requests the SDK signs
// with it (EdDSA JWTs carrying sha256 of method, path and body). The same code runs against
// api.mixin.one and against the sandbox's stand-in (server/sandbox/mixin-api.ts). The session kept
// from a sign-in (the authorisation, its scope and the key's seed, as JSON) signs the person's own
// requests later: their balances (GET /assets, with ASSETS:READ).

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
/**
 * A connection per call. Node's default agent keeps idle connections, and one the wallet's end
 * closes just as the next call takes it fails with ECONNRESET (seen against the stand-in after 5 s
 * idle); with no retries that would be a sign-in refused for nothing.
 */
const agents = { httpAgent: new HttpAgent({ keepAlive: false }), httpsAgent: new HttpsAgent({ keepAlive: false }) };

const Token = type({ authorization_id: string(), scope: string() });
const Me = type({ user_id: string(), identity_number: string(), full_name: string(), avatar_url: string() });
const Session = type({ authorization_id: string(), scope: string(), session_private_key: string() });
const Balances = array(type({ asset_id: string(), balance: string() }));
const Snapshots = array(type({
  snapshot_id: string(), asset_id: string(), amount: string(), opponent_id: string(), memo: string(),
  trace_id: optional(nullable(string())), created_at: string(),
}));
const FoundApp = type({ app_id: string(), name: string(), icon_url: string(), description: string(), home_uri: string() });
const Found = type({
  user_id: string(), identity_number: string(), full_name: string(), avatar_url: string(), app: optional(nullable(FoundApp)),
});

const refusedSignIn = (why: string) => apiErrors.loginRequired(`the wallet refused the sign-in: ${why}`);
const refusedSession = (why: string) =>
  apiErrors.rejected(`the wallet does not share your balances with this group (${why}): sign in with the wallet again`);

/**
 * A call to the wallet, its answer checked: a refusal becomes `refused` (why), an answer of the
 * wrong shape or none at all a 503.
 */
async function ask<T>(call: () => Promise<unknown>, shape: Struct<T>, refused: (why: string) => ApiError): Promise<T> {
  const { ResponseError } = await mixinSdk();
  try {
    return create(await call(), shape);
  } catch (error) {
    if (error instanceof ResponseError) throw refused(error.description || String(error.code));
    if (error instanceof StructError) throw apiErrors.unavailable(`the wallet answered what it should not: ${error.message}`);
    throw apiErrors.unavailable('the wallet did not answer: try again');
  }
}

/** The SDK, loaded at the first call to the wallet. */
const mixinSdk = lazyModule(() => import('@mixin.dev/mixin-node-sdk'));

/** The wallet's "not found" (its error code 404): a search that found nobody. */
const NOT_FOUND = 404;
/** The wallet's "invalid field" (10002): an asset id it does not know the shape of. */
const INVALID_FIELD = 10002;
/** The wallet's amounts have 8 decimals. */
const DEFAULT_PRECISION = 8;
const NetworkAsset = type({
  asset_id: string(), symbol: string(), name: string(), icon_url: string(), price_usd: string(), precision: optional(number()),
});

/** A snapshot's memo is hex of the bytes the payer wrote; shown as text where it is UTF-8, else as it came. */
function memoText(hex: string): string {
  if (!/^(?:[0-9a-f]{2})*$/i.test(hex)) return hex;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(hex, 'hex'));
  } catch {
    return hex;
  }
}

export function mixinAdapter(
  config: MixinAdapterConfig,
): Pick<MixinProvider, 'signIn' | 'balances' | 'searchUser' | 'incomingTransfers' | 'sendMessage' | 'asset'> {
  const timeout = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // Node's HTTP client always, even where a test environment offers a browser's XMLHttpRequest (jsdom).
  const requestConfig = () => ({ baseURL: config.apiBase(), timeout, retry: NO_RETRIES, adapter: 'http' as const, ...agents });
  /** The keystore of the group bot's own session, which signs what the bot asks for itself. */
  const botKeystore = (group: GroupRow, what: string) => {
    const bot = config.credentials(group.group_id);
    if (!bot?.session_id || !bot.session_private_key) {
      throw apiErrors.unavailable(`mixin ${what} needs the group bot's session: set it with npm run group -- credentials`);
    }
    return { app_id: group.client_id, session_id: bot.session_id, session_private_key: bot.session_private_key, server_public_key: '' };
  };
  return {
    async signIn(group: GroupRow, code: string): Promise<WalletSignIn> {
      const bot = config.credentials(group.group_id);
      if (!bot) throw apiErrors.unavailable('mixin is not configured for this group');
      const { MixinApi, OAuthClient } = await mixinSdk();
      const keys = newEd25519Pair();
      const token = await ask(() => OAuthClient({ requestConfig: requestConfig() }).getToken({
        client_id: group.client_id, code, client_secret: bot.client_secret, ed25519: keys.publicRaw.toString('base64url'),
      }), Token, refusedSignIn);
      const session = { authorization_id: token.authorization_id, scope: token.scope, session_private_key: keys.seedHex };
      const me = await ask(() => MixinApi({ keystore: { app_id: group.client_id, ...session }, requestConfig: requestConfig() }).user.profile(),
        Me, refusedSignIn);
      return {
        identity: { user_id: me.user_id, identity_number: me.identity_number, full_name: me.full_name, avatar_url: me.avatar_url },
        session: JSON.stringify(session),
      };
    },

    async balances(group: GroupRow, sessionText: string) {
      let session;
      try {
        session = create(JSON.parse(sessionText), Session);
      } catch {
        throw refusedSession('a session this server cannot read');
      }
      const keystore = { app_id: group.client_id, ...session };
      const { MixinApi } = await mixinSdk();
      return ask(() => MixinApi({ keystore, requestConfig: requestConfig() }).asset.fetchList(), Balances, refusedSession);
    },

    /** The bot's own search (its session signs it): by identity number, or a bot by its app id. */
    async searchUser(group: GroupRow, id: string): Promise<WalletUser | null> {
      const keystore = botKeystore(group, 'user search');
      const { MixinApi, ResponseError } = await mixinSdk();
      const users = MixinApi({ keystore, requestConfig: requestConfig() }).user;
      const refusedSearch = (why: string) => apiErrors.unavailable(`the wallet refused the group bot's search: ${why}`);
      const found = await ask(async () => {
        try {
          return await (/^\d+$/.test(id) ? users.search(id) : users.fetch(id));
        } catch (error) {
          if (error instanceof ResponseError && error.code === NOT_FOUND) return null;
          throw error;
        }
      }, nullable(Found), refusedSearch);
      if (!found) return null;
      const app = found.app ?? null;
      return {
        user_id: found.user_id, identity_number: found.identity_number, full_name: found.full_name, avatar_url: found.avatar_url,
        app: app && { app_id: app.app_id, name: app.name, icon_url: app.icon_url, description: app.description, home_uri: app.home_uri },
      };
    },

    /** The network's public asset record (no session signs it). */
    async asset(assetId: string) {
      const { MixinApi, ResponseError } = await mixinSdk();
      const refusedAsset = (why: string) => apiErrors.unavailable(`the wallet refused the asset's record: ${why}`);
      const found = await ask(async () => {
        try {
          return await MixinApi({ requestConfig: requestConfig() }).network.fetchAsset(assetId);
        } catch (error) {
          if (error instanceof ResponseError && (error.code === NOT_FOUND || error.code === INVALID_FIELD)) return null;
          throw error;
        }
      }, nullable(NetworkAsset), refusedAsset);
      return found && {
        asset_id: found.asset_id, symbol: found.symbol, name: found.name, icon_url: found.icon_url, price_usd: found.price_usd,
        precision: found.precision ?? DEFAULT_PRECISION,
      };
    },

    /** A PLAIN_TEXT message in the person's conversation with the bot (POST /messages, the bot's session signs it). */
    async sendMessage(group: GroupRow, message: { messageId: string; userId: string; text: string }) {
      const keystore = botKeystore(group, 'messages');
      const { MixinApi, uniqueConversationID, base64RawURLEncode } = await mixinSdk();
      const refusedMessage = (why: string) => apiErrors.unavailable(`the wallet refused the group bot's message: ${why}`);
      await ask(() => MixinApi({ keystore, requestConfig: requestConfig() }).message.sendOne({
        category: 'PLAIN_TEXT', recipient_id: message.userId, conversation_id: uniqueConversationID(group.client_id, message.userId),
        message_id: message.messageId, data_base64: base64RawURLEncode(Buffer.from(message.text, 'utf8')),
      }), unknown(), refusedMessage);
    },

    /** The bot's own snapshots (GET /safe/snapshots, its session signs it), the incoming ones. */
    async incomingTransfers(group: GroupRow, offset: string, limit: number) {
      const keystore = botKeystore(group, 'reading payments');
      const { MixinApi } = await mixinSdk();
      const refusedRead = (why: string) => apiErrors.unavailable(`the wallet refused the group bot's snapshots: ${why}`);
      const snapshots = await ask(() => MixinApi({ keystore, requestConfig: requestConfig() }).safe.fetchSafeSnapshots({ offset, limit }),
        Snapshots, refusedRead);
      return {
        transfers: snapshots.filter((s) => Number(s.amount) > 0).map((s) => ({
          snapshot_id: s.snapshot_id, opponent_id: s.opponent_id, asset_id: s.asset_id, amount: s.amount,
          trace_id: s.trace_id ?? null, memo: memoText(s.memo), created_at: s.created_at,
        })),
        next: snapshots.at(-1)?.created_at ?? null,
        more: snapshots.length >= limit,
      };
    },
  };
}
