import { createHash, randomUUID, verify } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { nowSeconds, type AppEnv } from '../context';
import { ed25519PublicKey } from '../lib/ed25519';
import { hashToken, sameSecret } from '../lib/tokens';
import type { AppDeps } from '../context';
import { findUser, findUserByIdentityNumber } from '../routes/account/account.repo';
import { findApp, findAppByIdentityNumber, findAppIdentityNumber, type AppRow } from '../routes/app/app.repo';
import { findAsset } from '../routes/asset/asset.repo';
import { div } from '../../contract/money';
import {
  consumeOauthCode, findSandboxMixinAppSecretHash, findSandboxMixinAuthorization, findSandboxMixinSessionKey,
  insertSandboxMixinAuthorization, insertSandboxWalletMessage, listSandboxWalletSnapshots, listWalletTokens,
} from './sandbox.repo';
import { safeApiStandIn } from './safe-api';

// The wallet's API as the sandbox stands in for it (issue 23 point 2): api.mixin.one's wire format
// for the calls the server makes, so the real adapter (providers/mixin/mixin.adapter.ts) runs
// unchanged against it. Answers are `{data}`; refusals are HTTP 202 with `{error: {status, code,
// description}}`, as the wallet sends them.
//
// - POST /oauth/token {client_id, code, client_secret, ed25519}: spends a code its authorize page
//   (/sandbox/mixin/authorize) issued to that app, checks the app's secret, and grants an
//   authorisation bound to the Ed25519 public key the app sent (raw 32 bytes, base64url).
// - GET /me: the signed-in person. The request must carry `Authorization: Bearer <JWT>`, an EdDSA
//   JWT signed with that authorisation's key: `aid` the authorisation, `iss` its app, `exp` ahead,
//   `jti` never seen before, `sig` = hex sha256 of method + path (with query) + body, `scp` with
//   PROFILE:READ. Anything else is 401.
// - GET /assets: the person's balances (their sandbox wallet's), signed the same way, with
//   ASSETS:READ granted.
// - POST /messages [{conversation_id, message_id, category: PLAIN_TEXT, recipient_id, data_base64}]:
//   a bot's messages to people (its session signs the request), kept once per message_id: the
//   sandbox wallet's inbox (/sandbox/mixin/inbox).
// - GET /safe/snapshots?offset=&limit=&asset=&opponent=: a bot's own snapshots (its session signs
//   the request), those created after `offset` (RFC 3339), oldest first, at most `limit` (1–500,
//   default 100): the transfers people made to it on the pay page, once the network confirmed them,
//   and those it sent (negative amounts).
// - The Safe calls a bot pays out with (/safe/outputs, /safe/keys, /safe/transaction/requests,
//   /safe/transactions): sandbox/safe-api.ts.

/** A bot as the wallet answers it: a user whose id is its app id, with its app. */
const botUser = (app: AppRow, identityNumber: string | null) => ({
  type: 'user', user_id: app.app_id, identity_number: identityNumber ?? '', full_name: app.name, avatar_url: app.icon_url,
  app: { type: 'app', app_id: app.app_id, name: app.name, icon_url: app.icon_url, description: app.description, home_uri: app.home_uri },
});

/** A bot, else a person, with this identity number, in the wallet's user format. */
async function walletUserByNumber(deps: AppDeps, identityNumber: string) {
  const app = await findAppByIdentityNumber(deps.sql, identityNumber);
  if (app) return botUser(app, app.identity_number);
  const user = await findUserByIdentityNumber(deps.sql, identityNumber);
  return user ? { type: 'user', ...user } : null;
}

async function walletBotById(deps: AppDeps, appId: string) {
  const app = await findApp(deps.sql, appId.toLowerCase());
  return app ? botUser(app, await findAppIdentityNumber(deps.sql, app.app_id)) : null;
}

/** How many messages one request may carry, as the wallet allows. */
const MAX_MESSAGES = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The conversation of two users, as the wallet names it: the MD5 of their ids in order, made a
 * version-3 UUID (the wallet's published rule, which the SDK's uniqueConversationID follows).
 */
export function uniqueConversationId(a: string, b: string): string {
  const [min, max] = a < b ? [a, b] : [b, a];
  const sum = createHash('md5').update(min + max).digest();
  sum[6] = (sum[6] & 0x0f) | 0x30;
  sum[8] = (sum[8] & 0x3f) | 0x80;
  const hex = sum.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** How many snapshots one page holds unless asked otherwise, and at most. */
const DEFAULT_SNAPSHOTS = 100;
const MAX_SNAPSHOTS = 500;

/** What the wallet accepts between a JWT's `iat` and its clock. */
const CLOCK_SKEW_SECONDS = 60;
/** A JWT lives at most this long, as the wallet allows. */
const MAX_JWT_SECONDS = 60 * 60;

type StandInContext = Context<AppEnv>;

const refuse = (c: StandInContext, code: number, description: string) =>
  c.json({ error: { status: 202, code, description } }, 202);

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Who signed a JWT: a person through an app's authorisation, or a bot through its own session. */
type Signer =
  | { kind: 'authorization'; authorizationId: string; userId: string; scope: string }
  | { kind: 'bot'; appId: string };

/** The signer a JWT's claims name, with the public key (hex) it must verify with; null when unknown. */
async function signerOf(c: StandInContext, claims: Record<string, unknown>): Promise<{ signer: Signer; publicKey: string } | { why: string }> {
  const { sql } = c.var.deps;
  if (typeof claims.aid === 'string') {
    const authorization = await findSandboxMixinAuthorization(sql, claims.aid);
    if (!authorization) return { why: 'unknown authorization' };
    if (claims.iss !== authorization.client_id) return { why: 'issued by another app' };
    return {
      signer: { kind: 'authorization', authorizationId: authorization.authorization_id, userId: authorization.user_id, scope: authorization.scope },
      publicKey: authorization.public_key,
    };
  }
  if (typeof claims.uid === 'string' && typeof claims.sid === 'string') {
    const publicKey = await findSandboxMixinSessionKey(sql, claims.uid, claims.sid);
    if (!publicKey) return { why: 'unknown session' };
    return { signer: { kind: 'bot', appId: claims.uid }, publicKey };
  }
  return { why: 'no authorization or session' };
}

/**
 * Who signed the JWT, when it is one the wallet would take for this request: signed by the key of
 * the authorisation or bot session it names, for this method, path and body, in time, not seen
 * before. Else why not.
 */
async function checkJwt(
  c: StandInContext, token: string, uri: string, body: string, seen: Map<string, number>,
): Promise<{ ok: true; signer: Signer } | { ok: false; why: string }> {
  const [header, payload, signature, extra] = token.split('.');
  if (!header || !payload || !signature || extra !== undefined) return { ok: false, why: 'not a JWT' };
  if (decodeJson(header)?.alg !== 'EdDSA') return { ok: false, why: 'not an EdDSA JWT' };
  const claims = decodeJson(payload);
  if (!claims) return { ok: false, why: 'not a JWT' };
  const named = await signerOf(c, claims);
  if ('why' in named) return { ok: false, why: named.why };
  const signed = verify(null, Buffer.from(`${header}.${payload}`), ed25519PublicKey(Buffer.from(named.publicKey, 'hex')),
    Buffer.from(signature, 'base64url'));
  if (!signed) return { ok: false, why: 'bad signature' };
  const now = Math.floor(Date.now() / 1000);
  const { iat, exp, jti } = claims;
  if (typeof iat !== 'number' || typeof exp !== 'number' || iat > now + CLOCK_SKEW_SECONDS || exp <= now
    || exp - iat > MAX_JWT_SECONDS) return { ok: false, why: 'expired or not yet valid' };
  if (typeof jti !== 'string' || seen.has(jti)) return { ok: false, why: 'request id used before' };
  if (claims.sig !== sha256Hex(`${c.req.method}${uri}${body}`)) return { ok: false, why: 'signed for another request' };
  for (const [id, until] of seen) if (until <= now) seen.delete(id);
  seen.set(jti, exp);
  return { ok: true, signer: named.signer };
}

/** The stand-in, answering under `mount` (the path its base URL ends with). */
export function mixinApiStandIn(mount: string) {
  const seenRequestIds = new Map<string, number>();
  const uriOf = (c: StandInContext) => {
    const url = new URL(c.req.url);
    return `${url.pathname.slice(mount.length)}${url.search}`;
  };
  /** Who signed this request, when its JWT passes; else the refusal. */
  const signerOfRequest = async (c: StandInContext) => {
    const bearer = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1] ?? '';
    const checked = await checkJwt(c, bearer, uriOf(c), await c.req.text(), seenRequestIds);
    return checked.ok ? { ok: true as const, signer: checked.signer } : { ok: false as const, refusal: refuse(c, 401, `Unauthorized: ${checked.why}`) };
  };
  /** The person whose authorisation signed this request with `scope` granted; else the refusal. */
  const signedBy = async (c: StandInContext, scope: string) => {
    const checked = await signerOfRequest(c);
    if (!checked.ok) return checked;
    if (checked.signer.kind !== 'authorization') return { ok: false as const, refusal: refuse(c, 403, 'Forbidden: a person\'s authorisation is needed') };
    if (!checked.signer.scope.split(/\s+/).includes(scope)) return { ok: false as const, refusal: refuse(c, 403, `Forbidden: ${scope} not granted`) };
    return { ok: true as const, userId: checked.signer.userId };
  };
  /** A bot's own request (its session signed it); else the refusal. */
  const signedByBot = async (c: StandInContext) => {
    const checked = await signerOfRequest(c);
    if (!checked.ok) return checked;
    if (checked.signer.kind !== 'bot') return { ok: false as const, refusal: refuse(c, 403, 'Forbidden: a bot\'s session is needed') };
    return { ok: true as const, appId: checked.signer.appId };
  };
  const notFound = (c: StandInContext) => refuse(c, 404, 'The endpoint is not found.');

  return new Hono<AppEnv>()
    .route('/safe', safeApiStandIn(signedByBot, refuse))
    .post('/oauth/token', async (c) => {
      const { deps } = c.var;
      const body = await c.req.json().catch(() => null) as Record<string, unknown> | null;
      const field = (name: string) => (typeof body?.[name] === 'string' ? (body[name] as string) : '');
      const clientId = field('client_id');
      const secretHash = await findSandboxMixinAppSecretHash(deps.sql, clientId);
      if (!secretHash || !sameSecret(hashToken(field('client_secret')), secretHash)) return refuse(c, 401, 'Unauthorized');
      const publicKey = Buffer.from(field('ed25519'), 'base64url');
      if (publicKey.length !== 32) return refuse(c, 10002, 'Invalid field: ed25519');
      const grant = await consumeOauthCode(deps.sql, hashToken(field('code')), nowSeconds(deps.clock));
      if (!grant) return refuse(c, 401, 'invalid or expired code');
      if (grant.client_id !== clientId) return refuse(c, 403, 'code was issued for another client');
      const authorizationId = randomUUID();
      await insertSandboxMixinAuthorization(deps.sql, {
        authorization_id: authorizationId, client_id: clientId, user_id: grant.user_id, scope: grant.scope,
        public_key: publicKey.toString('hex'),
      }, nowSeconds(deps.clock));
      return c.json({ data: { authorization_id: authorizationId, scope: grant.scope, ed25519: '' } });
    })
    .get('/me', async (c) => {
      const signed = await signedBy(c, 'PROFILE:READ');
      if (!signed.ok) return signed.refusal;
      const user = await findUser(c.var.deps.sql, signed.userId);
      if (!user) return refuse(c, 401, 'Unauthorized: the user is gone');
      return c.json({
        data: {
          type: 'user', user_id: user.user_id, identity_number: user.identity_number, phone: '', full_name: user.full_name,
          biography: '', avatar_url: user.avatar_url, relationship: '', mute_until: '', created_at: '', is_verified: false,
          is_scam: false, has_safe: false,
        },
      });
    })
    .get('/assets', async (c) => {
      const signed = await signedBy(c, 'ASSETS:READ');
      if (!signed.ok) return signed.refusal;
      return c.json({
        data: (await listWalletTokens(c.var.deps.sql, signed.userId)).map((token) => ({
          type: 'asset', asset_id: token.asset_id, symbol: token.symbol, name: token.symbol, icon_url: token.icon_url,
          balance: token.balance, precision: token.precision,
        })),
      });
    })
    .get('/safe/snapshots', async (c) => {
      const signed = await signedByBot(c);
      if (!signed.ok) return signed.refusal;
      const { offset, limit, asset, opponent, app } = c.req.query();
      if (app !== undefined && app !== signed.appId) return refuse(c, 403, 'Forbidden: another app\'s snapshots');
      const count = limit === undefined ? DEFAULT_SNAPSHOTS : Number(limit);
      if (!Number.isInteger(count) || count < 1 || count > MAX_SNAPSHOTS) return refuse(c, 10002, 'Invalid field: limit');
      if (offset !== undefined && Number.isNaN(Date.parse(offset))) return refuse(c, 10002, 'Invalid field: offset');
      const { sql, clock } = c.var.deps;
      const rows = await listSandboxWalletSnapshots(sql, signed.appId, {
        offset: offset ?? '', now: new Date(clock()).toISOString(), limit: count, asset, opponent,
      });
      return c.json({
        data: rows.map((row) => ({
          type: 'snapshot', snapshot_id: row.snapshot_id, asset_id: row.asset_id, amount: row.amount, user_id: row.user_id,
          opponent_id: row.opponent_id, memo: row.memo, transaction_hash: row.transaction_hash, created_at: row.created_at,
          trace_id: row.trace_id, confirmations: 1, opening_balance: null, closing_balance: null, deposit: null, withdrawal: null,
        })),
      });
    })
    // A bot's messages (its session signs the request): each in the conversation of the bot and its
    // recipient, kept once per message_id; the wallet answers an empty list.
    .post('/messages', async (c) => {
      const signed = await signedByBot(c);
      if (!signed.ok) return signed.refusal;
      const { sql, clock } = c.var.deps;
      let sent: unknown;
      try {
        sent = JSON.parse(await c.req.text());
      } catch {
        sent = null;
      }
      const list = Array.isArray(sent) ? sent : [sent];
      if (list.length === 0 || list.length > MAX_MESSAGES) return refuse(c, 10002, 'Invalid field: messages');
      const taken = [];
      for (const item of list) {
        const message = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
        const field = (name: string) => (typeof message[name] === 'string' ? (message[name] as string) : '');
        const recipient = field('recipient_id');
        if (!UUID.test(field('message_id')) || !(await findUser(sql, recipient)) || field('category') !== 'PLAIN_TEXT') {
          return refuse(c, 10002, 'Invalid field: message_id, recipient_id or category');
        }
        if (field('conversation_id') !== uniqueConversationId(signed.appId, recipient)) return refuse(c, 10002, 'Invalid field: conversation_id');
        const data = Buffer.from(field('data_base64'), 'base64url').toString('utf8');
        if (!data) return refuse(c, 10002, 'Invalid field: data_base64');
        taken.push({
          message_id: field('message_id'), app_id: signed.appId, recipient_id: recipient, conversation_id: field('conversation_id'),
          category: 'PLAIN_TEXT', data, received_at: new Date(clock()).toISOString(),
        });
      }
      for (const row of taken) await insertSandboxWalletMessage(sql, row);
      return c.json({ data: [] });
    })
    // The network's public record of a crypto asset, priced in USD from the catalogue's CNY price and
    // its USD rate (anyone may ask).
    .get('/network/assets/:id', async (c) => {
      const { sql } = c.var.deps;
      const asset = await findAsset(sql, c.req.param('id'));
      const usd = await findAsset(sql, 'usd');
      if (!asset || asset.kind !== 'crypto' || !usd) return notFound(c);
      return c.json({
        data: {
          type: 'asset', asset_id: asset.asset_id, chain_id: asset.asset_id, symbol: asset.symbol, name: asset.name,
          display_symbol: asset.symbol, display_name: asset.name, icon_url: asset.icon_url,
          price_usd: div(asset.price_cny, usd.price_cny, 12), price_btc: '0', change_usd: '0', change_btc: '0', precision: asset.precision,
        },
      });
    })
    // A person or bot by identity number, as a bot searches (its session signs the request).
    .get('/search/:id', async (c) => {
      const signed = await signedByBot(c);
      if (!signed.ok) return signed.refusal;
      const found = await walletUserByNumber(c.var.deps, c.req.param('id'));
      return found ? c.json({ data: found }) : notFound(c);
    })
    // A bot by its app id (its user id in the wallet).
    .get('/users/:id', async (c) => {
      const signed = await signedByBot(c);
      if (!signed.ok) return signed.refusal;
      const found = await walletBotById(c.var.deps, c.req.param('id'));
      return found ? c.json({ data: found }) : notFound(c);
    });
}
