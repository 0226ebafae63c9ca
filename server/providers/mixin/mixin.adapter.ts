import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { array, create, nullable, number, optional, string, StructError, type, unknown, type Struct } from 'superstruct';
import type { WalletUser } from '../../../contract/shortcut';
import { newEd25519Pair } from '../../lib/ed25519';
import { lazyModule } from '../../lib/lazy';
import { ApiError, apiErrors } from '../../lib/errors';
import type { GroupRow } from '../../routes/group/group.repo';
import type { MixinCredentials } from '../credentials';
import type { MixinProvider, WalletSignIn, WalletTransferOrder, WalletTransferState } from '../mixin.provider';

// The wallet (Mixin Messenger) through its own SDK (issue 23 point 3), pinned at
// @mixin.dev/mixin-node-sdk 7.5.5. Sign-in is the wallet's OAuth with an Ed25519 session: the server
// makes a key pair for the sign-in, trades the code and the group bot's client secret for an
// authorisation bound to that key (POST /oauth/token), and asks /me with requests the SDK signs
// with it (EdDSA JWTs carrying sha256 of method, path and body). The same code runs against
// api.mixin.one and against the sandbox's stand-in (server/sandbox/mixin-api.ts). The session kept
// from a sign-in (the authorisation, its scope and the key's seed, as JSON) signs the person's own
// requests later: their balances (GET /assets, with ASSETS:READ).
//
// The bot pays out (transfer) with the wallet's Safe transactions, built, verified, signed and sent
// by the SDK's own code: the bot's unspent outputs of the asset in, one output to the recipient and
// the change back to the bot, on one-time keys the wallet gives (POST /safe/keys), verified (POST
// /safe/transaction/requests, which answers the views), signed with the bot's spend key and sent
// (POST /safe/transactions). The trace is the request id: the wallet keeps one transaction per id,
// so asking again after a failure that hid a success never pays twice (GET /safe/transactions/:id
// first says where it stands).

export type MixinAdapterConfig = {
  /** The wallet API's base URL: https://api.mixin.one, or a stand-in's. */
  apiBase: () => string;
  /** The group's bot credentials; null: the group has no wallet bot set up. */
  credentials: (groupId: string) => Promise<MixinCredentials | null>;
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
const Output = type({
  transaction_hash: string(), output_index: number(), asset: string(), amount: string(), state: string(),
  receivers: array(string()), receivers_threshold: number(),
});
const TransactionRequest = type({ request_id: string(), state: string(), snapshot_id: optional(nullable(string())), views: optional(nullable(array(string()))), raw_transaction: string() });
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
    // Ours already (a refusal decided inside the call), or the wallet's own trouble: ask again later.
    if (error instanceof ApiError) throw error;
    if (error instanceof ResponseError && (error.code === TOO_MANY_REQUESTS || (error.code >= SERVER_ERROR && error.code < SERVER_ERROR + 100))) {
      throw apiErrors.unavailable(`the wallet is busy or failing (${error.code}): try again`);
    }
    if (error instanceof ResponseError) throw refused(error.description || String(error.code));
    if (error instanceof StructError) throw apiErrors.unavailable(`the wallet answered what it should not: ${error.message}`);
    throw apiErrors.unavailable('the wallet did not answer: try again');
  }
}

/** The SDK, loaded at the first call to the wallet. */
const mixinSdk = lazyModule(() => import('@mixin.dev/mixin-node-sdk'));

/** The wallet's codes for "slow down" and for its own failures (5xx, as HTTP; its own codes are 10000 and up). */
const TOO_MANY_REQUESTS = 429;
const SERVER_ERROR = 500;
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

/** How many outputs one transfer may spend: the wallet's limit on a transaction's inputs. */
const MAX_INPUTS = 256;
/** The wallet's "insufficient balance" refusals (its Safe and legacy codes). */
const INSUFFICIENT = new Set([20117, 10006]);

/** The wallet's answer on a transfer as it stands: spent (with its snapshot), or on its way. */
const stateOf = (request: { state: string; snapshot_id?: string | null }): WalletTransferState =>
  (request.state === 'spent' ? { spent: true, snapshot_id: request.snapshot_id || null } : { spent: false, snapshot_id: null });

export function mixinAdapter(
  config: MixinAdapterConfig,
): Pick<MixinProvider, 'signIn' | 'balances' | 'searchUser' | 'incomingTransfers' | 'sendMessage' | 'asset' | 'transfer'> {
  const timeout = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // Node's HTTP client always, even where a test environment offers a browser's XMLHttpRequest (jsdom).
  const requestConfig = () => ({ baseURL: config.apiBase(), timeout, retry: NO_RETRIES, adapter: 'http' as const, ...agents });
  /** The keystore of the group bot's own session, which signs what the bot asks for itself. */
  const botKeystore = async (group: GroupRow, what: string) => {
    const bot = await config.credentials(group.group_id);
    if (!bot?.session_id || !bot.session_private_key) {
      throw apiErrors.unavailable(`mixin ${what} needs the group bot's session: set it with npm run group -- credentials`);
    }
    return { app_id: group.client_id, session_id: bot.session_id, session_private_key: bot.session_private_key, server_public_key: '' };
  };
  /** The bot's spend key (seed, hex), which signs its transactions. */
  const spendKey = async (group: GroupRow) => {
    const key = (await config.credentials(group.group_id))?.spend_private_key;
    if (!key) throw apiErrors.unavailable('mixin transfers need the group bot\'s spend key: set spend_private_key with npm run group -- credentials');
    return key;
  };
  return {
    async signIn(group: GroupRow, code: string): Promise<WalletSignIn> {
      const bot = await config.credentials(group.group_id);
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
      const keystore = await botKeystore(group, 'user search');
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
      const keystore = await botKeystore(group, 'messages');
      const { MixinApi, uniqueConversationID, base64RawURLEncode } = await mixinSdk();
      const refusedMessage = (why: string) => apiErrors.unavailable(`the wallet refused the group bot's message: ${why}`);
      await ask(() => MixinApi({ keystore, requestConfig: requestConfig() }).message.sendOne({
        category: 'PLAIN_TEXT', recipient_id: message.userId, conversation_id: uniqueConversationID(group.client_id, message.userId),
        message_id: message.messageId, data_base64: base64RawURLEncode(Buffer.from(message.text, 'utf8')),
      }), unknown(), refusedMessage);
    },

    /**
     * Pays `order.amount` of `order.asset_id` from the bot to `order.recipient`, traced by
     * `order.trace`. A refusal by the wallet (a recipient it does not know, a transaction it will
     * not take) is a 409: asking again will not change it. A wallet that does not answer, or too
     * little in the bot's wallet for now, is a 503: ask again, with the same trace.
     */
    async transfer(group: GroupRow, order: WalletTransferOrder): Promise<WalletTransferState> {
      const keystore = await botKeystore(group, 'transfers');
      const spend = await spendKey(group);
      const sdk = await mixinSdk();
      const { MixinApi, ResponseError } = sdk;
      const utxo = MixinApi({ keystore, requestConfig: requestConfig() }).utxo;
      const refusedTransfer = (why: string) => apiErrors.rejected(`the wallet refused the transfer: ${why}`);
      // Not a refusal for good: the change of the bot's last transfer may still be on its way, or the operator tops it up.
      const tooLittle = () => apiErrors.unavailable(`the group bot's wallet holds less than ${order.amount} of ${order.asset_id} for now`);
      const send = async (raw: string, views: string[]) => {
        const tx = sdk.decodeSafeTransaction(raw);
        const signed = sdk.signSafeTransaction(tx, views, spend);
        const [sent] = await ask(() => utxo.sendTransactions([{ request_id: order.trace, raw: signed }]), array(TransactionRequest), refusedTransfer);
        return stateOf(sent!);
      };
      // Where the transfer stands, if the wallet has seen it: spent, or verified and not sent (a
      // process that stopped in between), which is signed and sent as it was verified.
      const earlier = await ask(async () => {
        try {
          return await utxo.fetchTransaction(order.trace);
        } catch (error) {
          if (error instanceof ResponseError && error.code === NOT_FOUND) return null;
          throw error;
        }
      }, nullable(TransactionRequest), refusedTransfer);
      if (earlier) return earlier.state === 'unspent' ? send(earlier.raw_transaction, earlier.views ?? []) : stateOf(earlier);

      const outputs = await ask(() => utxo.safeOutputs({
        members: [group.client_id], threshold: 1, asset: order.asset_id, state: 'unspent', limit: MAX_INPUTS,
      }), array(Output), refusedTransfer);
      const recipients = [sdk.buildSafeTransactionRecipient([order.recipient], 1, order.amount)];
      let picked;
      try {
        picked = sdk.getUnspentOutputsForRecipients(outputs as never, recipients);
      } catch {
        throw tooLittle();
      }
      if (picked.change.isGreaterThan(0)) {
        const first = outputs[0]!;
        recipients.push(sdk.buildSafeTransactionRecipient(first.receivers, first.receivers_threshold, picked.change.toFixed()));
      }
      const ghosts = await ask(() => utxo.ghostKey(recipients, order.trace, spend), array(type({ mask: string(), keys: array(string()) })),
        refusedTransfer);
      const tx = sdk.buildSafeTransaction(picked.utxos, recipients, ghosts, Buffer.from(order.memo, 'utf8'));
      const raw = sdk.encodeSafeTransaction(tx);
      const verified = await ask(async () => {
        try {
          return await utxo.verifyTransaction([{ request_id: order.trace, raw }]);
        } catch (error) {
          if (error instanceof ResponseError && INSUFFICIENT.has(error.code)) throw tooLittle();
          throw error;
        }
      }, array(TransactionRequest), refusedTransfer);
      const request = verified[0]!;
      // Another sender verified this trace first: theirs is the transaction (sent as it was verified).
      if (request.raw_transaction !== raw) return request.state === 'unspent' ? send(request.raw_transaction, request.views ?? []) : stateOf(request);
      return send(raw, request.views ?? []);
    },

    /** The bot's own snapshots (GET /safe/snapshots, its session signs it), the incoming ones. */
    async incomingTransfers(group: GroupRow, offset: string, limit: number) {
      const keystore = await botKeystore(group, 'reading payments');
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
