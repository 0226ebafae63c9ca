import type { Db } from '../db/connection';
import type { Sql } from '../db/sql';
import { statement } from '../db/statements';
import type { NftOutcome } from '../routes/nft/nft.repo';

// The stand-ins' own tables (issue 27: on the async layer). A …Sync twin shares its text with the async
// function and is kept only where the seed (synchronous on SQLite by design) writes the same rows.

export type NewUser = { user_id: string; identity_number: string; full_name: string; avatar_url: string };

/** Inserts a wallet user with starting balances, in one transaction; false if the identity number is taken. */
export function insertWalletUser(sql: Sql, user: NewUser, balances: Record<string, string>, nowIso: string): Promise<boolean> {
  return sql.tx(async (t) => {
    const inserted = await t.run(`INSERT INTO users (user_id, identity_number, full_name, avatar_url, created_at)
      VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`, user.user_id, user.identity_number, user.full_name, user.avatar_url, nowIso);
    if (inserted.changes === 0) return false;
    for (const [assetId, balance] of Object.entries(balances)) {
      await t.run('INSERT INTO user_balances (user_id, asset_id, balance) VALUES (?, ?, ?)', user.user_id, assetId, balance);
    }
    return true;
  });
}

export async function userExists(sql: Sql, userId: string): Promise<boolean> {
  return (await sql.get('SELECT 1 AS found FROM users WHERE user_id = ?', userId)) !== undefined;
}

// The wallet's balances.

export type WalletTokenRow = {
  asset_id: string;
  symbol: string;
  icon_url: string;
  balance: string;
  price_cny: string;
  precision: number;
};

/** Every asset the user's wallet holds, in the assets' order (the sandbox wallet's balances per persona). */
export function listWalletTokens(sql: Sql, userId: string): Promise<WalletTokenRow[]> {
  return sql.all<WalletTokenRow>(`SELECT b.asset_id, a.symbol, a.icon_url, b.balance, a.price_cny, a.precision
    FROM user_balances b JOIN assets a ON a.asset_id = b.asset_id
    WHERE b.user_id = ? ORDER BY a.sort_order, a.symbol, b.asset_id`, userId);
}

// The wallet's authorisation codes (its OAuth), issued by /sandbox/mixin/authorize.

export async function insertOauthCode(
  sql: Sql,
  code: { hash: string; userId: string; clientId: string; scope: string; expiresAt: number; now: number },
): Promise<void> {
  await sql.run(`INSERT INTO oauth_codes (code_hash, user_id, client_id, scope, expires_at, created_at)
    VALUES (?, ?, ?, ?, ?, ?)`, code.hash, code.userId, code.clientId, code.scope, code.expiresAt, code.now);
}

/** Marks a live code used and returns who it was for; a used, expired or unknown code gives undefined. */
export function consumeOauthCode(
  sql: Sql,
  hash: string,
  now: number,
): Promise<{ user_id: string; client_id: string; scope: string } | undefined> {
  return sql.get<{ user_id: string; client_id: string; scope: string }>(`UPDATE oauth_codes SET used_at = ?
    WHERE code_hash = ? AND used_at IS NULL AND expires_at > ?
    RETURNING user_id, client_id, scope`, now, hash, now);
}

// What the SMS gateway's and the wallet's stand-ins were given (the outbox delivered: lib/outbox.ts),
// as the sandbox phone's and wallet's inboxes, newest first (ties in the order received: `seq`, migration 063).

const INSERT_SANDBOX_SMS = `INSERT INTO sandbox_sms_messages (id, phone, text, received_at) VALUES (@id, @phone, @text, @received_at)
    ON CONFLICT (id) DO NOTHING`;

type SandboxSmsRow = { id: string; phone: string; text: string; received_at: string };

/** Takes an SMS; false when one with this id was taken before (it is sent once). */
export async function insertSandboxSms(sql: Sql, row: SandboxSmsRow): Promise<boolean> {
  return (await sql.run(INSERT_SANDBOX_SMS, { ...row })).changes === 1;
}

/** The same for the seed's history (outbox-history.ts). */
export function insertSandboxSmsSync(db: Db, row: SandboxSmsRow): boolean {
  return statement(db, INSERT_SANDBOX_SMS).run(row).changes === 1;
}

const INSERT_SANDBOX_WALLET_MESSAGE = `INSERT INTO sandbox_wallet_messages (message_id, app_id, recipient_id, conversation_id, category, data, received_at)
    VALUES (@message_id, @app_id, @recipient_id, @conversation_id, @category, @data, @received_at)
    ON CONFLICT (message_id) DO NOTHING`;

type SandboxWalletMessageRow = {
  message_id: string; app_id: string; recipient_id: string; conversation_id: string; category: string; data: string; received_at: string;
};

/** A bot's message to a person; false when one with this message id was taken before. */
export async function insertSandboxWalletMessage(sql: Sql, row: SandboxWalletMessageRow): Promise<boolean> {
  return (await sql.run(INSERT_SANDBOX_WALLET_MESSAGE, { ...row })).changes === 1;
}

/** The same for the seed's history (outbox-history.ts). */
export function insertSandboxWalletMessageSync(db: Db, row: SandboxWalletMessageRow): boolean {
  return statement(db, INSERT_SANDBOX_WALLET_MESSAGE).run(row).changes === 1;
}

/** An SMS as the phone got it; a sign-in code's SMS also carries the code's state. */
export type SandboxSms = { phone: string; text: string; sent_at: string; code_used_at: number | null; code_expires_at: number | null };

export function listSandboxSms(sql: Sql, limit: number, phone?: string): Promise<SandboxSms[]> {
  // A sign-in code's SMS is 'sms-code:<sms_id>': its id's digits, compared as text (no cast of other ids).
  return sql.all<SandboxSms>(`SELECT m.phone, m.text, m.received_at AS sent_at, c.used_at AS code_used_at, c.expires_at AS code_expires_at
    FROM sandbox_sms_messages m
      LEFT JOIN sms_codes c ON m.id LIKE 'sms-code:%' AND 'sms-code:' || CAST(c.sms_id AS TEXT) = m.id
    WHERE CAST(@phone AS TEXT) IS NULL OR m.phone = @phone
    ORDER BY m.received_at DESC, m.seq DESC LIMIT @limit`, { phone: phone ?? null, limit });
}

/** A wallet message as the wallet got it, with whom it went to and the group whose bot wrote it. */
export type SandboxWalletMessage = {
  user_id: string; full_name: string; group_id: string; group_name: string; text: string; sent_at: string;
};

export function listSandboxWalletMessages(sql: Sql, limit: number, userId?: string): Promise<SandboxWalletMessage[]> {
  return sql.all<SandboxWalletMessage>(`SELECT m.recipient_id AS user_id, coalesce(u.full_name, m.recipient_id) AS full_name,
      coalesce(g.group_id, m.app_id) AS group_id, coalesce(g.name, m.app_id) AS group_name, m.data AS text, m.received_at AS sent_at
    FROM sandbox_wallet_messages m LEFT JOIN users u ON u.user_id = m.recipient_id LEFT JOIN groups g ON g.client_id = m.app_id
    WHERE CAST(@user AS TEXT) IS NULL OR m.recipient_id = @user
    ORDER BY m.received_at DESC, m.seq DESC LIMIT @limit`, { user: userId ?? null, limit });
}

// The NFT checker's answers, set per group and persona by /sandbox/control/nft.

/** What the NFT stand-in finds for this user: their own entry, else the group's default (user_id ''). */
export function findSandboxNftOutcome(sql: Sql, groupId: string, userId: string): Promise<{ outcome: NftOutcome; delay_ms: number | null } | undefined> {
  return sql.get<{ outcome: NftOutcome; delay_ms: number | null }>(`SELECT outcome, delay_ms FROM sandbox_nft_outcomes
    WHERE group_id = ? AND user_id IN (?, '') ORDER BY CASE WHEN user_id = '' THEN 1 ELSE 0 END LIMIT 1`, groupId, userId);
}

export async function upsertSandboxNftOutcome(sql: Sql, groupId: string, userId: string, outcome: NftOutcome, delayMs: number | null): Promise<void> {
  await sql.run(`INSERT INTO sandbox_nft_outcomes (group_id, user_id, outcome, delay_ms) VALUES (?, ?, ?, ?)
    ON CONFLICT (group_id, user_id) DO UPDATE SET outcome = excluded.outcome, delay_ms = excluded.delay_ms`,
  groupId, userId, outcome, delayMs);
}

export type SandboxNftOutcomeRow = { user_id: string; outcome: NftOutcome; delay_ms: number | null };

export function listSandboxNftOutcomes(sql: Sql, groupId: string): Promise<SandboxNftOutcomeRow[]> {
  return sql.all<SandboxNftOutcomeRow>('SELECT user_id, outcome, delay_ms FROM sandbox_nft_outcomes WHERE group_id = ? ORDER BY user_id', groupId);
}

// The wallet stand-in's OAuth (sandbox/mixin-api.ts): its registered apps and the authorisations it granted.

const UPSERT_SANDBOX_MIXIN_APP = `INSERT INTO sandbox_mixin_apps (client_id, secret_hash, session_id, session_public_key) VALUES (?, ?, ?, ?)
    ON CONFLICT (client_id) DO UPDATE SET secret_hash = excluded.secret_hash, session_id = excluded.session_id,
      session_public_key = excluded.session_public_key`;

type SandboxMixinApp = { clientId: string; secretHash: string; sessionId: string; sessionPublicKey: string };

/** A bot registered with the wallet: its OAuth secret (hashed), and its session's id and public key (hex). */
export async function upsertSandboxMixinApp(sql: Sql, app: SandboxMixinApp): Promise<void> {
  await sql.run(UPSERT_SANDBOX_MIXIN_APP, app.clientId, app.secretHash, app.sessionId, app.sessionPublicKey);
}

/** The same for the seed (seed/credentials.ts). */
export function upsertSandboxMixinAppSync(db: Db, app: SandboxMixinApp): void {
  statement(db, UPSERT_SANDBOX_MIXIN_APP).run(app.clientId, app.secretHash, app.sessionId, app.sessionPublicKey);
}

/** The public key of a bot's session (hex), if the wallet knows that bot and session. */
export function findSandboxMixinSessionKey(sql: Sql, clientId: string, sessionId: string): Promise<string | undefined> {
  return sql.value<string>('SELECT session_public_key FROM sandbox_mixin_apps WHERE client_id = ? AND session_id = ?', clientId, sessionId);
}

export function findSandboxMixinAppSecretHash(sql: Sql, clientId: string): Promise<string | undefined> {
  return sql.value<string>('SELECT secret_hash FROM sandbox_mixin_apps WHERE client_id = ?', clientId);
}

export type SandboxMixinAuthorization = {
  authorization_id: string; client_id: string; user_id: string; scope: string; public_key: string;
};

export async function insertSandboxMixinAuthorization(sql: Sql, row: SandboxMixinAuthorization, now: number): Promise<void> {
  await sql.run(`INSERT INTO sandbox_mixin_authorizations (authorization_id, client_id, user_id, scope, public_key, created_at)
    VALUES (?, ?, ?, ?, ?, ?)`, row.authorization_id, row.client_id, row.user_id, row.scope, row.public_key, now);
}

export function findSandboxMixinAuthorization(sql: Sql, authorizationId: string): Promise<SandboxMixinAuthorization | undefined> {
  return sql.get<SandboxMixinAuthorization>(`SELECT authorization_id, client_id, user_id, scope, public_key FROM sandbox_mixin_authorizations
    WHERE authorization_id = ?`, authorizationId);
}

// The WeChat stand-in's codes (its authorize page issues them; its token endpoint spends them) and apps.

export async function insertWechatCode(
  sql: Sql,
  code: { hash: string; appId: string; openid: string; expiresAt: number; now: number },
): Promise<void> {
  await sql.run('INSERT INTO wechat_codes (code_hash, app_id, openid, expires_at, created_at) VALUES (?, ?, ?, ?, ?)',
    code.hash, code.appId, code.openid, code.expiresAt, code.now);
}

/** Marks a live code used and says whose it was; a used, expired or unknown code gives undefined. */
export function consumeWechatCode(sql: Sql, hash: string, now: number): Promise<{ app_id: string; openid: string } | undefined> {
  return sql.get<{ app_id: string; openid: string }>(`UPDATE wechat_codes SET used_at = ?
    WHERE code_hash = ? AND used_at IS NULL AND expires_at > ?
    RETURNING app_id, openid`, now, hash, now);
}

const UPSERT_SANDBOX_WECHAT_APP = `INSERT INTO sandbox_wechat_apps (app_id, secret_hash) VALUES (?, ?)
    ON CONFLICT (app_id) DO UPDATE SET secret_hash = excluded.secret_hash`;

export async function upsertSandboxWechatApp(sql: Sql, appId: string, secretHash: string): Promise<void> {
  await sql.run(UPSERT_SANDBOX_WECHAT_APP, appId, secretHash);
}

/** The same for the seed (seed/credentials.ts). */
export function upsertSandboxWechatAppSync(db: Db, appId: string, secretHash: string): void {
  statement(db, UPSERT_SANDBOX_WECHAT_APP).run(appId, secretHash);
}

export function findSandboxWechatAppSecretHash(sql: Sql, appId: string): Promise<string | undefined> {
  return sql.value<string>('SELECT secret_hash FROM sandbox_wechat_apps WHERE app_id = ?', appId);
}

// The WeChat Pay stand-in (sandbox/wechatpay-api.ts): its merchants, and the orders they placed.

export type SandboxWechatPayMerchant = {
  mchid: string; merchant_serial: string; merchant_public_key: string;
  platform_key_id: string; platform_private_key: string; apiv3_key: string;
};

const UPSERT_SANDBOX_WECHATPAY_MERCHANT = `INSERT INTO sandbox_wechatpay_merchants
      (mchid, merchant_serial, merchant_public_key, platform_key_id, platform_private_key, apiv3_key)
    VALUES (@mchid, @merchant_serial, @merchant_public_key, @platform_key_id, @platform_private_key, @apiv3_key)
    ON CONFLICT (mchid) DO UPDATE SET merchant_serial = excluded.merchant_serial, merchant_public_key = excluded.merchant_public_key,
      platform_key_id = excluded.platform_key_id, platform_private_key = excluded.platform_private_key, apiv3_key = excluded.apiv3_key`;

export async function upsertSandboxWechatPayMerchant(sql: Sql, row: SandboxWechatPayMerchant): Promise<void> {
  await sql.run(UPSERT_SANDBOX_WECHATPAY_MERCHANT, { ...row });
}

/** The same for the seed (seed/credentials.ts). */
export function upsertSandboxWechatPayMerchantSync(db: Db, row: SandboxWechatPayMerchant): void {
  statement(db, UPSERT_SANDBOX_WECHATPAY_MERCHANT).run(row);
}

const WECHATPAY_MERCHANT_COLUMNS = 'mchid, merchant_serial, merchant_public_key, platform_key_id, platform_private_key, apiv3_key';

export function findSandboxWechatPayMerchant(sql: Sql, mchid: string): Promise<SandboxWechatPayMerchant | undefined> {
  return sql.get<SandboxWechatPayMerchant>(`SELECT ${WECHATPAY_MERCHANT_COLUMNS} FROM sandbox_wechatpay_merchants WHERE mchid = ?`, mchid);
}

export type SandboxWechatPayTransaction = {
  prepay_id: string; mchid: string; appid: string; out_trade_no: string; trade_type: 'JSAPI' | 'MWEB';
  description: string; total: number; notify_url: string; openid: string | null; payer_client_ip: string | null;
  trade_state: 'NOTPAY' | 'SUCCESS' | 'CLOSED'; transaction_id: string | null; success_time: string | null;
};

export async function insertSandboxWechatPayTransaction(
  sql: Sql, row: Omit<SandboxWechatPayTransaction, 'trade_state' | 'transaction_id' | 'success_time'>, now: number,
): Promise<void> {
  await sql.run(`INSERT INTO sandbox_wechatpay_transactions (prepay_id, mchid, appid, out_trade_no, trade_type, description,
      total, notify_url, openid, payer_client_ip, created_at)
    VALUES (@prepay_id, @mchid, @appid, @out_trade_no, @trade_type, @description, @total, @notify_url, @openid, @payer_client_ip, @now)`,
  { ...row, now });
}

// Named, so a row reads the same on both engines (created_at is the stand-in's own, never answered).
const WECHATPAY_TRANSACTION_COLUMNS = `prepay_id, mchid, appid, out_trade_no, trade_type, description, total, notify_url, openid,
  payer_client_ip, trade_state, transaction_id, success_time, created_at`;

export function findSandboxWechatPayTransaction(sql: Sql, prepayId: string): Promise<SandboxWechatPayTransaction | undefined> {
  return sql.get<SandboxWechatPayTransaction>(`SELECT ${WECHATPAY_TRANSACTION_COLUMNS} FROM sandbox_wechatpay_transactions WHERE prepay_id = ?`, prepayId);
}

export function findSandboxWechatPayTransactionByTradeNo(sql: Sql, mchid: string, outTradeNo: string): Promise<SandboxWechatPayTransaction | undefined> {
  return sql.get<SandboxWechatPayTransaction>(`SELECT ${WECHATPAY_TRANSACTION_COLUMNS} FROM sandbox_wechatpay_transactions
    WHERE mchid = ? AND out_trade_no = ?`, mchid, outTradeNo);
}

/** An unpaid order paid (with WeChat Pay's transaction id) or closed; false when it was not unpaid any more. */
export async function settleSandboxWechatPayTransaction(
  sql: Sql, prepayId: string, outcome: { state: 'SUCCESS'; transactionId: string; successTime: string } | { state: 'CLOSED' },
): Promise<boolean> {
  return (await sql.run(`UPDATE sandbox_wechatpay_transactions SET trade_state = ?, transaction_id = ?, success_time = ?
    WHERE prepay_id = ? AND trade_state = 'NOTPAY'`,
  outcome.state, outcome.state === 'SUCCESS' ? outcome.transactionId : null, outcome.state === 'SUCCESS' ? outcome.successTime : null, prepayId,
  )).changes === 1;
}

/** Whether WeChat knows this openid at this official account (the sign-in stand-in made it). */
export async function isWechatOpenidOf(sql: Sql, appId: string, openid: string): Promise<boolean> {
  return (await sql.get('SELECT 1 AS found FROM wechat_accounts WHERE app_id = ? AND openid = ?', appId, openid)) !== undefined;
}

// The Alipay stand-in (sandbox/alipay-gateway.ts): its apps, and the trades its gateway took.

export type SandboxAlipayApp = { app_id: string; app_public_key: string; alipay_private_key: string };

const UPSERT_SANDBOX_ALIPAY_APP = `INSERT INTO sandbox_alipay_apps (app_id, app_public_key, alipay_private_key)
    VALUES (@app_id, @app_public_key, @alipay_private_key)
    ON CONFLICT (app_id) DO UPDATE SET app_public_key = excluded.app_public_key, alipay_private_key = excluded.alipay_private_key`;

export async function upsertSandboxAlipayApp(sql: Sql, row: SandboxAlipayApp): Promise<void> {
  await sql.run(UPSERT_SANDBOX_ALIPAY_APP, { ...row });
}

/** The same for the seed (seed/credentials.ts). */
export function upsertSandboxAlipayAppSync(db: Db, row: SandboxAlipayApp): void {
  statement(db, UPSERT_SANDBOX_ALIPAY_APP).run(row);
}

const FIND_SANDBOX_ALIPAY_APP = 'SELECT app_id, app_public_key, alipay_private_key FROM sandbox_alipay_apps WHERE app_id = ?';

export function findSandboxAlipayApp(sql: Sql, appId: string): Promise<SandboxAlipayApp | undefined> {
  return sql.get<SandboxAlipayApp>(FIND_SANDBOX_ALIPAY_APP, appId);
}

/** The same for the payment tests' synchronous helper (test/joining.ts alipayNotificationFor). */
export function findSandboxAlipayAppSync(db: Db, appId: string): SandboxAlipayApp | undefined {
  return statement(db, FIND_SANDBOX_ALIPAY_APP).get(appId) as SandboxAlipayApp | undefined;
}

export type SandboxAlipayTrade = {
  trade_no: string; app_id: string; out_trade_no: string; total_amount: string; subject: string;
  notify_url: string | null; return_url: string | null; quit_url: string | null;
  trade_status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED'; created_at: number;
};

export async function insertSandboxAlipayTrade(sql: Sql, row: Omit<SandboxAlipayTrade, 'trade_status'>): Promise<void> {
  await sql.run(`INSERT INTO sandbox_alipay_trades (trade_no, app_id, out_trade_no, total_amount, subject, notify_url, return_url, quit_url, created_at)
    VALUES (@trade_no, @app_id, @out_trade_no, @total_amount, @subject, @notify_url, @return_url, @quit_url, @created_at)`, { ...row });
}

const ALIPAY_TRADE_COLUMNS = 'trade_no, app_id, out_trade_no, total_amount, subject, notify_url, return_url, quit_url, trade_status, created_at';

export function findSandboxAlipayTrade(sql: Sql, tradeNo: string): Promise<SandboxAlipayTrade | undefined> {
  return sql.get<SandboxAlipayTrade>(`SELECT ${ALIPAY_TRADE_COLUMNS} FROM sandbox_alipay_trades WHERE trade_no = ?`, tradeNo);
}

export function findSandboxAlipayTradeByOutTradeNo(sql: Sql, appId: string, outTradeNo: string): Promise<SandboxAlipayTrade | undefined> {
  return sql.get<SandboxAlipayTrade>(`SELECT ${ALIPAY_TRADE_COLUMNS} FROM sandbox_alipay_trades WHERE app_id = ? AND out_trade_no = ?`, appId, outTradeNo);
}

/** A trade waiting for its payer paid or closed; false when it was not waiting any more. */
export async function settleSandboxAlipayTrade(sql: Sql, tradeNo: string, status: 'TRADE_SUCCESS' | 'TRADE_CLOSED'): Promise<boolean> {
  return (await sql.run(`UPDATE sandbox_alipay_trades SET trade_status = ? WHERE trade_no = ? AND trade_status = 'WAIT_BUYER_PAY'`,
    status, tradeNo)).changes === 1;
}

// The wallet stand-in's snapshots: transfers made on its pay page, as the recipient bot reads them.

export type SandboxWalletSnapshot = {
  snapshot_id: string; user_id: string; opponent_id: string; asset_id: string; amount: string; memo: string;
  trace_id: string; transaction_hash: string; created_at: string;
};

const INSERT_SANDBOX_WALLET_SNAPSHOT = `INSERT INTO sandbox_wallet_snapshots (snapshot_id, user_id, opponent_id, asset_id, amount, memo, trace_id,
      transaction_hash, created_at)
    VALUES (@snapshot_id, @user_id, @opponent_id, @asset_id, @amount, @memo, @trace_id, @transaction_hash, @created_at)
    ON CONFLICT (opponent_id, trace_id) DO NOTHING`;

/** A transfer made; false when this payer made one with this trace already (the wallet refuses a second). */
export async function insertSandboxWalletSnapshot(sql: Sql, row: SandboxWalletSnapshot): Promise<boolean> {
  return (await sql.run(INSERT_SANDBOX_WALLET_SNAPSHOT, { ...row })).changes === 1;
}

/** The same for tests of areas not on the layer yet (test/standins.ts insertStandInWalletSnapshot). */
export function insertSandboxWalletSnapshotSync(db: Db, row: SandboxWalletSnapshot): boolean {
  return statement(db, INSERT_SANDBOX_WALLET_SNAPSHOT).run(row).changes === 1;
}

/** A user's (or bot's) snapshots confirmed after `offset` and by `now`, oldest first. */
export function listSandboxWalletSnapshots(
  sql: Sql, userId: string, query: { offset: string; now: string; limit: number; asset?: string; opponent?: string },
): Promise<SandboxWalletSnapshot[]> {
  return sql.all<SandboxWalletSnapshot>(`SELECT snapshot_id, user_id, opponent_id, asset_id, amount, memo, trace_id, transaction_hash, created_at
    FROM sandbox_wallet_snapshots
    WHERE user_id = @userId AND created_at > @offset AND created_at <= @now
      AND (CAST(@asset AS TEXT) IS NULL OR asset_id = @asset) AND (CAST(@opponent AS TEXT) IS NULL OR opponent_id = @opponent)
    ORDER BY created_at, snapshot_id LIMIT @limit`,
  { userId, offset: query.offset, now: query.now, limit: query.limit, asset: query.asset ?? null, opponent: query.opponent ?? null });
}

/** The outbox's messages not delivered yet, as the seed leaves them (the seed's history: synchronous, on SQLite). */
export function listSeededOutboxSync(db: Db): {
  message_id: number; dedupe_key: string; channel: 'sms' | 'wallet'; phone: string | null; group_id: string | null;
  user_id: string | null; text: string; created_at: string;
}[] {
  return statement(db, `SELECT message_id, dedupe_key, channel, phone, group_id, user_id, text, created_at FROM outbox_messages
    WHERE state = 'pending' ORDER BY message_id`).all() as ReturnType<typeof listSeededOutboxSync>;
}

export function markSeededOutboxSentSync(db: Db, messageId: number): void {
  statement(db, `UPDATE outbox_messages SET state = 'sent', sent_at = created_at, attempts = 1 WHERE message_id = ?`).run(messageId);
}

// The KYC vendor's stand-in: the sessions the server registered and its reviewer's decisions.

export type SandboxKycSession = {
  reference: string; subject_ref: string; subject_name: string; requester: string; return_url: string; created_at: string;
  decision: 'approved' | 'rejected' | null; review_at: string | null;
};

/** A session registered; false when its reference was registered before. */
export async function insertSandboxKycSession(sql: Sql, row: Omit<SandboxKycSession, 'decision' | 'review_at'>): Promise<boolean> {
  return (await sql.run(`INSERT INTO sandbox_kyc_sessions (reference, subject_ref, subject_name, requester, return_url, created_at)
    VALUES (@reference, @subject_ref, @subject_name, @requester, @return_url, @created_at) ON CONFLICT (reference) DO NOTHING`,
  { ...row })).changes === 1;
}

/** An undecided session registered after `sinceIso`. */
export function findOpenSandboxKycSession(sql: Sql, reference: string, sinceIso: string): Promise<SandboxKycSession | undefined> {
  return sql.get<SandboxKycSession>(`SELECT reference, subject_ref, subject_name, requester, return_url, created_at, decision, review_at
    FROM sandbox_kyc_sessions WHERE reference = ? AND decision IS NULL AND created_at > ?`, reference, sinceIso);
}

/** Whether the vendor is still reviewing this person at `nowIso` (a decision of theirs not yet due). */
export async function sandboxKycUnderReview(sql: Sql, subjectRef: string, nowIso: string): Promise<boolean> {
  return (await sql.get(`SELECT 1 AS found FROM sandbox_kyc_sessions WHERE subject_ref = ? AND decision IS NOT NULL AND review_at > ?`,
    subjectRef, nowIso)) !== undefined;
}

export async function decideSandboxKycSession(sql: Sql, reference: string, decision: 'approved' | 'rejected', reviewAt: string): Promise<void> {
  await sql.run('UPDATE sandbox_kyc_sessions SET decision = ?, review_at = ? WHERE reference = ? AND decision IS NULL', decision, reviewAt, reference);
}

// The invoicing vendor's stand-in: the requests it took, and what it issued.

export async function insertSandboxInvoiceRequest(sql: Sql, row: { request_id: string; body: string; received_at: string }): Promise<void> {
  await sql.run(`INSERT INTO sandbox_invoice_requests (request_id, body, received_at) VALUES (@request_id, @body, @received_at)
    ON CONFLICT (request_id) DO NOTHING`, { ...row });
}

/** Issues a request taken and not issued yet under this number; false when there is none such. */
export async function markSandboxInvoiceIssued(sql: Sql, requestId: string, invoiceNumber: string, nowIso: string): Promise<boolean> {
  return (await sql.run('UPDATE sandbox_invoice_requests SET invoice_number = ?, issued_at = ? WHERE request_id = ? AND invoice_number IS NULL',
    invoiceNumber, nowIso, requestId)).changes === 1;
}

/** Takes back an issue the server refused. */
export async function unmarkSandboxInvoiceIssued(sql: Sql, requestId: string, invoiceNumber: string): Promise<void> {
  await sql.run('UPDATE sandbox_invoice_requests SET invoice_number = NULL, issued_at = NULL WHERE request_id = ? AND invoice_number = ?',
    requestId, invoiceNumber);
}

// The S3 stand-in's objects.

export type SandboxS3Object = { body: Buffer; content_type: string; etag: string };

const PUT_SANDBOX_S3_OBJECT = `INSERT INTO sandbox_s3_objects (bucket, key, body, content_type, etag) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (bucket, key) DO UPDATE SET body = excluded.body, content_type = excluded.content_type, etag = excluded.etag`;

export async function putSandboxS3Object(sql: Sql, bucket: string, key: string, object: SandboxS3Object): Promise<void> {
  await sql.run(PUT_SANDBOX_S3_OBJECT, bucket, key, object.body, object.content_type, object.etag);
}

/** The same for the seed's media (seed/courses.ts, through s3-api.ts keepSandboxS3ObjectSync). */
export function putSandboxS3ObjectSync(db: Db, bucket: string, key: string, object: SandboxS3Object): void {
  statement(db, PUT_SANDBOX_S3_OBJECT).run(bucket, key, object.body, object.content_type, object.etag);
}

export function findSandboxS3Object(sql: Sql, bucket: string, key: string): Promise<SandboxS3Object | undefined> {
  return sql.get<SandboxS3Object>('SELECT body, content_type, etag FROM sandbox_s3_objects WHERE bucket = ? AND key = ?', bucket, key);
}

export async function deleteSandboxS3Object(sql: Sql, bucket: string, key: string): Promise<void> {
  await sql.run('DELETE FROM sandbox_s3_objects WHERE bucket = ? AND key = ?', bucket, key);
}

// The captcha vendor's stand-in: its captchas, solved on its page and spent when the server verifies one.

export async function insertCaptcha(sql: Sql, captcha: { hash: string; answer: string; expiresAt: number; now: number }): Promise<void> {
  await sql.run('INSERT INTO captchas (token_hash, answer, expires_at, created_at) VALUES (?, ?, ?, ?)',
    captcha.hash, captcha.answer, captcha.expiresAt, captcha.now);
}

export function findLiveCaptchaAnswer(sql: Sql, hash: string, now: number): Promise<string | undefined> {
  return sql.value<string>('SELECT answer FROM captchas WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?', hash, now);
}

export async function markCaptchaSolved(sql: Sql, hash: string, now: number): Promise<void> {
  await sql.run('UPDATE captchas SET solved_at = ? WHERE token_hash = ? AND solved_at IS NULL', now, hash);
}

/** Spends a solved, live captcha; false if there is none. */
export async function consumeSolvedCaptcha(sql: Sql, hash: string, now: number): Promise<boolean> {
  return (await sql.run(`UPDATE captchas SET used_at = ?
    WHERE token_hash = ? AND solved_at IS NOT NULL AND used_at IS NULL AND expires_at > ?`, now, hash, now)).changes === 1;
}

// The wallet stand-in's Safe (sandbox/safe-api.ts): bots' spend keys, outputs, one-time keys, transaction requests.

const SET_SANDBOX_SPEND_KEY = 'UPDATE sandbox_mixin_apps SET spend_public_key = ? WHERE client_id = ?';

export async function setSandboxSpendKey(sql: Sql, clientId: string, spendPublicKey: string): Promise<void> {
  await sql.run(SET_SANDBOX_SPEND_KEY, spendPublicKey, clientId);
}

/** The same for the seed (seed/credentials.ts). */
export function setSandboxSpendKeySync(db: Db, clientId: string, spendPublicKey: string): void {
  statement(db, SET_SANDBOX_SPEND_KEY).run(spendPublicKey, clientId);
}

const FIND_SANDBOX_SPEND_KEY = 'SELECT spend_public_key FROM sandbox_mixin_apps WHERE client_id = ?';

/** The spend public key (hex) a bot registered; null when it registered none, undefined when no such bot. */
export async function findSandboxSpendKey(sql: Sql, clientId: string): Promise<string | null | undefined> {
  const row = await sql.get<{ spend_public_key: string | null }>(FIND_SANDBOX_SPEND_KEY, clientId);
  return row === undefined ? undefined : row.spend_public_key;
}

/** The same for the seed (seed/vaults.ts). */
export function findSandboxSpendKeySync(db: Db, clientId: string): string | null | undefined {
  const row = statement(db, FIND_SANDBOX_SPEND_KEY).get(clientId) as { spend_public_key: string | null } | undefined;
  return row === undefined ? undefined : row.spend_public_key;
}

export type SandboxSafeOutput = {
  output_id: string; user_id: string; asset_id: string; kernel_asset: string; transaction_hash: string; output_index: number;
  amount: string; mask: string; public_key: string; view: string; state: 'unspent' | 'signed' | 'spent'; request_id: string | null;
  created_at: string; sequence: number;
};

const INSERT_SANDBOX_SAFE_OUTPUT = `INSERT INTO sandbox_safe_outputs (output_id, user_id, asset_id, kernel_asset, transaction_hash, output_index,
      amount, mask, public_key, view, state, request_id, created_at)
    VALUES (@output_id, @user_id, @asset_id, @kernel_asset, @transaction_hash, @output_index, @amount, @mask, @public_key, @view,
      'unspent', NULL, @created_at)`;

type NewSandboxSafeOutput = Omit<SandboxSafeOutput, 'sequence' | 'state' | 'request_id'>;

export async function insertSandboxSafeOutput(sql: Sql, row: NewSandboxSafeOutput): Promise<void> {
  await sql.run(INSERT_SANDBOX_SAFE_OUTPUT, { ...row });
}

/** The same for the seed (seed/vaults.ts, through safe-api.ts receiveSafeOutputSync). */
export function insertSandboxSafeOutputSync(db: Db, row: NewSandboxSafeOutput): void {
  statement(db, INSERT_SANDBOX_SAFE_OUTPUT).run(row);
}

// An output's `sequence` (the offset the Safe API pages by) is its `seq` (migration 063; SQLite's rowid before).
const SAFE_OUTPUT_COLUMNS = `seq AS sequence, output_id, user_id, asset_id, kernel_asset, transaction_hash, output_index, amount, mask,
  public_key, view, state, request_id, created_at`;

/** An owner's outputs confirmed by `now`, after the sequence `offset`, oldest first. */
export function listSandboxSafeOutputs(
  sql: Sql, userId: string, query: { asset: string | null; state: string | null; offset: number; limit: number; now: string },
): Promise<SandboxSafeOutput[]> {
  return sql.all<SandboxSafeOutput>(`SELECT ${SAFE_OUTPUT_COLUMNS} FROM sandbox_safe_outputs
    WHERE user_id = @userId AND created_at <= @now AND seq > @offset
      AND (CAST(@asset AS TEXT) IS NULL OR asset_id = @asset) AND (CAST(@state AS TEXT) IS NULL OR state = @state)
    ORDER BY seq LIMIT @limit`, { userId, ...query });
}

export function findSandboxSafeOutput(sql: Sql, transactionHash: string, index: number): Promise<SandboxSafeOutput | undefined> {
  return sql.get<SandboxSafeOutput>(`SELECT ${SAFE_OUTPUT_COLUMNS} FROM sandbox_safe_outputs WHERE transaction_hash = ? AND output_index = ?`,
    transactionHash, index);
}

/** Locks an unspent output to a transaction request (or spends one locked to it); false when it is not so. */
export async function moveSandboxSafeOutput(
  sql: Sql, outputId: string, from: 'unspent' | 'signed', to: 'signed' | 'spent', requestId: string,
): Promise<boolean> {
  return (await sql.run(`UPDATE sandbox_safe_outputs SET state = @to, request_id = @requestId
    WHERE output_id = @outputId AND state = @from AND (@from = 'unspent' OR request_id = @requestId)`,
  { outputId, from, to, requestId })).changes === 1;
}

export type SandboxGhostKey = { mask: string; receiver: string; public_key: string; view: string };

export async function insertSandboxGhostKey(sql: Sql, row: SandboxGhostKey, nowIso: string): Promise<void> {
  await sql.run(`INSERT INTO sandbox_safe_ghost_keys (mask, receiver, public_key, view, created_at)
    VALUES (@mask, @receiver, @public_key, @view, @nowIso) ON CONFLICT (mask) DO NOTHING`, { ...row, nowIso });
}

export function findSandboxGhostKey(sql: Sql, mask: string): Promise<SandboxGhostKey | undefined> {
  return sql.get<SandboxGhostKey>('SELECT mask, receiver, public_key, view FROM sandbox_safe_ghost_keys WHERE mask = ?', mask);
}

export type SandboxSafeRequest = {
  request_id: string; user_id: string; raw: string; transaction_hash: string; asset_id: string; amount: string; receivers: string;
  views: string; state: 'unspent' | 'spent'; snapshot_id: string | null; created_at: string; spent_at: string | null;
};

export async function insertSandboxSafeRequest(sql: Sql, row: Omit<SandboxSafeRequest, 'state' | 'snapshot_id' | 'spent_at'>): Promise<void> {
  await sql.run(`INSERT INTO sandbox_safe_requests (request_id, user_id, raw, transaction_hash, asset_id, amount, receivers, views, state,
      snapshot_id, created_at, spent_at)
    VALUES (@request_id, @user_id, @raw, @transaction_hash, @asset_id, @amount, @receivers, @views, 'unspent', NULL, @created_at, NULL)`,
  { ...row });
}

export function findSandboxSafeRequest(sql: Sql, requestId: string): Promise<SandboxSafeRequest | undefined> {
  return sql.get<SandboxSafeRequest>(`SELECT request_id, user_id, raw, transaction_hash, asset_id, amount, receivers, views, state,
      snapshot_id, created_at, spent_at
    FROM sandbox_safe_requests WHERE request_id = ?`, requestId);
}

export async function spendSandboxSafeRequest(sql: Sql, requestId: string, snapshotId: string, nowIso: string): Promise<boolean> {
  return (await sql.run(`UPDATE sandbox_safe_requests SET state = 'spent', snapshot_id = ?, spent_at = ?
    WHERE request_id = ? AND state = 'unspent'`, snapshotId, nowIso, requestId)).changes === 1;
}
