import type { Db } from '../db/connection';
import { statement } from '../db/statements';
import type { NftOutcome } from '../routes/nft/nft.repo';

export type NewUser = { user_id: string; identity_number: string; full_name: string; avatar_url: string };

/** Inserts a wallet user with starting balances; false if the identity number is taken. */
export function insertWalletUser(db: Db, user: NewUser, balances: Record<string, string>, nowIso: string): boolean {
  return db.transaction(() => {
    const inserted = statement(db, `INSERT INTO users (user_id, identity_number, full_name, avatar_url, created_at)
      VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`)
      .run(user.user_id, user.identity_number, user.full_name, user.avatar_url, nowIso);
    if (inserted.changes === 0) return false;
    for (const [assetId, balance] of Object.entries(balances)) {
      statement(db, 'INSERT INTO user_balances (user_id, asset_id, balance) VALUES (?, ?, ?)')
        .run(user.user_id, assetId, balance);
    }
    return true;
  })();
}

export function userExists(db: Db, userId: string): boolean {
  return statement(db, 'SELECT 1 FROM users WHERE user_id = ?').get(userId) !== undefined;
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
export function listWalletTokens(db: Db, userId: string): WalletTokenRow[] {
  return statement(db, `SELECT b.asset_id, a.symbol, a.icon_url, b.balance, a.price_cny, a.precision
    FROM user_balances b JOIN assets a ON a.asset_id = b.asset_id
    WHERE b.user_id = ? ORDER BY a.sort_order, a.symbol`).all(userId) as WalletTokenRow[];
}

// The wallet's authorisation codes (its OAuth), issued by /sandbox/mixin/authorize.

export function insertOauthCode(
  db: Db,
  code: { hash: string; userId: string; clientId: string; scope: string; expiresAt: number; now: number },
): void {
  statement(db, `INSERT INTO oauth_codes (code_hash, user_id, client_id, scope, expires_at, created_at)
    VALUES (?, ?, ?, ?, ?, ?)`).run(code.hash, code.userId, code.clientId, code.scope, code.expiresAt, code.now);
}

/** Marks a live code used and returns who it was for; a used, expired or unknown code gives undefined. */
export function consumeOauthCode(
  db: Db,
  hash: string,
  now: number,
): { user_id: string; client_id: string; scope: string } | undefined {
  return statement(db, `UPDATE oauth_codes SET used_at = ?
    WHERE code_hash = ? AND used_at IS NULL AND expires_at > ?
    RETURNING user_id, client_id, scope`).get(now, hash, now) as { user_id: string; client_id: string; scope: string } | undefined;
}

// What the SMS gateway's and the wallet's stand-ins were given (the outbox delivered: lib/outbox.ts),
// as the sandbox phone's and wallet's inboxes, newest first.

/** Takes an SMS; false when one with this id was taken before (it is sent once). */
export function insertSandboxSms(db: Db, row: { id: string; phone: string; text: string; received_at: string }): boolean {
  return statement(db, `INSERT INTO sandbox_sms_messages (id, phone, text, received_at) VALUES (@id, @phone, @text, @received_at)
    ON CONFLICT (id) DO NOTHING`).run(row).changes === 1;
}

/** A bot's message to a person; false when one with this message id was taken before. */
export function insertSandboxWalletMessage(db: Db, row: {
  message_id: string; app_id: string; recipient_id: string; conversation_id: string; category: string; data: string; received_at: string;
}): boolean {
  return statement(db, `INSERT INTO sandbox_wallet_messages (message_id, app_id, recipient_id, conversation_id, category, data, received_at)
    VALUES (@message_id, @app_id, @recipient_id, @conversation_id, @category, @data, @received_at)
    ON CONFLICT (message_id) DO NOTHING`).run(row).changes === 1;
}

/** An SMS as the phone got it; a sign-in code's SMS also carries the code's state. */
export type SandboxSms = { phone: string; text: string; sent_at: string; code_used_at: number | null; code_expires_at: number | null };

export function listSandboxSms(db: Db, limit: number, phone?: string): SandboxSms[] {
  return statement(db, `SELECT m.phone, m.text, m.received_at AS sent_at, c.used_at AS code_used_at, c.expires_at AS code_expires_at
    FROM sandbox_sms_messages m
      LEFT JOIN sms_codes c ON m.id LIKE 'sms-code:%' AND c.sms_id = CAST(substr(m.id, 10) AS INTEGER)
    WHERE @phone IS NULL OR m.phone = @phone
    ORDER BY m.received_at DESC, m.rowid DESC LIMIT @limit`).all({ phone: phone ?? null, limit }) as SandboxSms[];
}

/** A wallet message as the wallet got it, with whom it went to and the group whose bot wrote it. */
export type SandboxWalletMessage = {
  user_id: string; full_name: string; group_id: string; group_name: string; text: string; sent_at: string;
};

export function listSandboxWalletMessages(db: Db, limit: number, userId?: string): SandboxWalletMessage[] {
  return statement(db, `SELECT m.recipient_id AS user_id, coalesce(u.full_name, m.recipient_id) AS full_name,
      coalesce(g.group_id, m.app_id) AS group_id, coalesce(g.name, m.app_id) AS group_name, m.data AS text, m.received_at AS sent_at
    FROM sandbox_wallet_messages m LEFT JOIN users u ON u.user_id = m.recipient_id LEFT JOIN groups g ON g.client_id = m.app_id
    WHERE @user IS NULL OR m.recipient_id = @user
    ORDER BY m.received_at DESC, m.rowid DESC LIMIT @limit`).all({ user: userId ?? null, limit }) as SandboxWalletMessage[];
}

// The NFT checker's answers, set per group and persona by /sandbox/control/nft.

/** What the NFT stand-in finds for this user: their own entry, else the group's default (user_id ''). */
export function findSandboxNftOutcome(db: Db, groupId: string, userId: string): { outcome: NftOutcome; delay_ms: number | null } | undefined {
  return statement(db, `SELECT outcome, delay_ms FROM sandbox_nft_outcomes
    WHERE group_id = ? AND user_id IN (?, '') ORDER BY user_id = '' LIMIT 1`)
    .get(groupId, userId) as { outcome: NftOutcome; delay_ms: number | null } | undefined;
}

export function upsertSandboxNftOutcome(db: Db, groupId: string, userId: string, outcome: NftOutcome, delayMs: number | null): void {
  statement(db, `INSERT INTO sandbox_nft_outcomes (group_id, user_id, outcome, delay_ms) VALUES (?, ?, ?, ?)
    ON CONFLICT (group_id, user_id) DO UPDATE SET outcome = excluded.outcome, delay_ms = excluded.delay_ms`)
    .run(groupId, userId, outcome, delayMs);
}

export type SandboxNftOutcomeRow = { user_id: string; outcome: NftOutcome; delay_ms: number | null };

export function listSandboxNftOutcomes(db: Db, groupId: string): SandboxNftOutcomeRow[] {
  return statement(db, 'SELECT user_id, outcome, delay_ms FROM sandbox_nft_outcomes WHERE group_id = ? ORDER BY user_id')
    .all(groupId) as SandboxNftOutcomeRow[];
}

// The wallet stand-in's OAuth (sandbox/mixin-api.ts): its registered apps and the authorisations it granted.

/** A bot registered with the wallet: its OAuth secret (hashed), and its session's id and public key (hex). */
export function upsertSandboxMixinApp(
  db: Db, app: { clientId: string; secretHash: string; sessionId: string; sessionPublicKey: string },
): void {
  statement(db, `INSERT INTO sandbox_mixin_apps (client_id, secret_hash, session_id, session_public_key) VALUES (?, ?, ?, ?)
    ON CONFLICT (client_id) DO UPDATE SET secret_hash = excluded.secret_hash, session_id = excluded.session_id,
      session_public_key = excluded.session_public_key`).run(app.clientId, app.secretHash, app.sessionId, app.sessionPublicKey);
}

/** The public key of a bot's session (hex), if the wallet knows that bot and session. */
export function findSandboxMixinSessionKey(db: Db, clientId: string, sessionId: string): string | undefined {
  return statement(db, 'SELECT session_public_key FROM sandbox_mixin_apps WHERE client_id = ? AND session_id = ?')
    .pluck().get(clientId, sessionId) as string | undefined;
}

export function findSandboxMixinAppSecretHash(db: Db, clientId: string): string | undefined {
  return statement(db, 'SELECT secret_hash FROM sandbox_mixin_apps WHERE client_id = ?').pluck().get(clientId) as string | undefined;
}

export type SandboxMixinAuthorization = {
  authorization_id: string; client_id: string; user_id: string; scope: string; public_key: string;
};

export function insertSandboxMixinAuthorization(db: Db, row: SandboxMixinAuthorization, now: number): void {
  statement(db, `INSERT INTO sandbox_mixin_authorizations (authorization_id, client_id, user_id, scope, public_key, created_at)
    VALUES (?, ?, ?, ?, ?, ?)`).run(row.authorization_id, row.client_id, row.user_id, row.scope, row.public_key, now);
}

export function findSandboxMixinAuthorization(db: Db, authorizationId: string): SandboxMixinAuthorization | undefined {
  return statement(db, `SELECT authorization_id, client_id, user_id, scope, public_key FROM sandbox_mixin_authorizations
    WHERE authorization_id = ?`).get(authorizationId) as SandboxMixinAuthorization | undefined;
}

// The WeChat stand-in's codes (its authorize page issues them; its token endpoint spends them) and apps.

export function insertWechatCode(
  db: Db,
  code: { hash: string; appId: string; openid: string; expiresAt: number; now: number },
): void {
  statement(db, `INSERT INTO wechat_codes (code_hash, app_id, openid, expires_at, created_at) VALUES (?, ?, ?, ?, ?)`)
    .run(code.hash, code.appId, code.openid, code.expiresAt, code.now);
}

/** Marks a live code used and says whose it was; a used, expired or unknown code gives undefined. */
export function consumeWechatCode(db: Db, hash: string, now: number): { app_id: string; openid: string } | undefined {
  return statement(db, `UPDATE wechat_codes SET used_at = ?
    WHERE code_hash = ? AND used_at IS NULL AND expires_at > ?
    RETURNING app_id, openid`).get(now, hash, now) as { app_id: string; openid: string } | undefined;
}

export function upsertSandboxWechatApp(db: Db, appId: string, secretHash: string): void {
  statement(db, `INSERT INTO sandbox_wechat_apps (app_id, secret_hash) VALUES (?, ?)
    ON CONFLICT (app_id) DO UPDATE SET secret_hash = excluded.secret_hash`).run(appId, secretHash);
}

export function findSandboxWechatAppSecretHash(db: Db, appId: string): string | undefined {
  return statement(db, 'SELECT secret_hash FROM sandbox_wechat_apps WHERE app_id = ?').pluck().get(appId) as string | undefined;
}

// The WeChat Pay stand-in (sandbox/wechatpay-api.ts): its merchants, and the orders they placed.

export type SandboxWechatPayMerchant = {
  mchid: string; merchant_serial: string; merchant_public_key: string;
  platform_key_id: string; platform_private_key: string; apiv3_key: string;
};

export function upsertSandboxWechatPayMerchant(db: Db, row: SandboxWechatPayMerchant): void {
  statement(db, `INSERT INTO sandbox_wechatpay_merchants
      (mchid, merchant_serial, merchant_public_key, platform_key_id, platform_private_key, apiv3_key)
    VALUES (@mchid, @merchant_serial, @merchant_public_key, @platform_key_id, @platform_private_key, @apiv3_key)
    ON CONFLICT (mchid) DO UPDATE SET merchant_serial = excluded.merchant_serial, merchant_public_key = excluded.merchant_public_key,
      platform_key_id = excluded.platform_key_id, platform_private_key = excluded.platform_private_key, apiv3_key = excluded.apiv3_key`)
    .run(row);
}

export function findSandboxWechatPayMerchant(db: Db, mchid: string): SandboxWechatPayMerchant | undefined {
  return statement(db, 'SELECT * FROM sandbox_wechatpay_merchants WHERE mchid = ?').get(mchid) as SandboxWechatPayMerchant | undefined;
}

export type SandboxWechatPayTransaction = {
  prepay_id: string; mchid: string; appid: string; out_trade_no: string; trade_type: 'JSAPI' | 'MWEB';
  description: string; total: number; notify_url: string; openid: string | null; payer_client_ip: string | null;
  trade_state: 'NOTPAY' | 'SUCCESS' | 'CLOSED'; transaction_id: string | null; success_time: string | null;
};

export function insertSandboxWechatPayTransaction(
  db: Db, row: Omit<SandboxWechatPayTransaction, 'trade_state' | 'transaction_id' | 'success_time'>, now: number,
): void {
  statement(db, `INSERT INTO sandbox_wechatpay_transactions (prepay_id, mchid, appid, out_trade_no, trade_type, description,
      total, notify_url, openid, payer_client_ip, created_at)
    VALUES (@prepay_id, @mchid, @appid, @out_trade_no, @trade_type, @description, @total, @notify_url, @openid, @payer_client_ip, @now)`)
    .run({ ...row, now });
}

export function findSandboxWechatPayTransaction(db: Db, prepayId: string): SandboxWechatPayTransaction | undefined {
  return statement(db, 'SELECT * FROM sandbox_wechatpay_transactions WHERE prepay_id = ?').get(prepayId) as SandboxWechatPayTransaction | undefined;
}

export function findSandboxWechatPayTransactionByTradeNo(db: Db, mchid: string, outTradeNo: string): SandboxWechatPayTransaction | undefined {
  return statement(db, 'SELECT * FROM sandbox_wechatpay_transactions WHERE mchid = ? AND out_trade_no = ?')
    .get(mchid, outTradeNo) as SandboxWechatPayTransaction | undefined;
}

/** An unpaid order paid (with WeChat Pay's transaction id) or closed; false when it was not unpaid any more. */
export function settleSandboxWechatPayTransaction(
  db: Db, prepayId: string, outcome: { state: 'SUCCESS'; transactionId: string; successTime: string } | { state: 'CLOSED' },
): boolean {
  return statement(db, `UPDATE sandbox_wechatpay_transactions SET trade_state = ?, transaction_id = ?, success_time = ?
    WHERE prepay_id = ? AND trade_state = 'NOTPAY'`).run(
    outcome.state, outcome.state === 'SUCCESS' ? outcome.transactionId : null, outcome.state === 'SUCCESS' ? outcome.successTime : null, prepayId,
  ).changes === 1;
}

/** Whether WeChat knows this openid at this official account (the sign-in stand-in made it). */
export function isWechatOpenidOf(db: Db, appId: string, openid: string): boolean {
  return statement(db, 'SELECT 1 FROM wechat_accounts WHERE app_id = ? AND openid = ?').get(appId, openid) !== undefined;
}

// The Alipay stand-in (sandbox/alipay-gateway.ts): its apps, and the trades its gateway took.

export type SandboxAlipayApp = { app_id: string; app_public_key: string; alipay_private_key: string };

export function upsertSandboxAlipayApp(db: Db, row: SandboxAlipayApp): void {
  statement(db, `INSERT INTO sandbox_alipay_apps (app_id, app_public_key, alipay_private_key) VALUES (@app_id, @app_public_key, @alipay_private_key)
    ON CONFLICT (app_id) DO UPDATE SET app_public_key = excluded.app_public_key, alipay_private_key = excluded.alipay_private_key`).run(row);
}

export function findSandboxAlipayApp(db: Db, appId: string): SandboxAlipayApp | undefined {
  return statement(db, 'SELECT * FROM sandbox_alipay_apps WHERE app_id = ?').get(appId) as SandboxAlipayApp | undefined;
}

export type SandboxAlipayTrade = {
  trade_no: string; app_id: string; out_trade_no: string; total_amount: string; subject: string;
  notify_url: string | null; return_url: string | null; quit_url: string | null;
  trade_status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED'; created_at: number;
};

export function insertSandboxAlipayTrade(db: Db, row: Omit<SandboxAlipayTrade, 'trade_status'>): void {
  statement(db, `INSERT INTO sandbox_alipay_trades (trade_no, app_id, out_trade_no, total_amount, subject, notify_url, return_url, quit_url, created_at)
    VALUES (@trade_no, @app_id, @out_trade_no, @total_amount, @subject, @notify_url, @return_url, @quit_url, @created_at)`).run(row);
}

export function findSandboxAlipayTrade(db: Db, tradeNo: string): SandboxAlipayTrade | undefined {
  return statement(db, 'SELECT * FROM sandbox_alipay_trades WHERE trade_no = ?').get(tradeNo) as SandboxAlipayTrade | undefined;
}

export function findSandboxAlipayTradeByOutTradeNo(db: Db, appId: string, outTradeNo: string): SandboxAlipayTrade | undefined {
  return statement(db, 'SELECT * FROM sandbox_alipay_trades WHERE app_id = ? AND out_trade_no = ?').get(appId, outTradeNo) as SandboxAlipayTrade | undefined;
}

/** A trade waiting for its payer paid or closed; false when it was not waiting any more. */
export function settleSandboxAlipayTrade(db: Db, tradeNo: string, status: 'TRADE_SUCCESS' | 'TRADE_CLOSED'): boolean {
  return statement(db, `UPDATE sandbox_alipay_trades SET trade_status = ? WHERE trade_no = ? AND trade_status = 'WAIT_BUYER_PAY'`)
    .run(status, tradeNo).changes === 1;
}

// The wallet stand-in's snapshots: transfers made on its pay page, as the recipient bot reads them.

export type SandboxWalletSnapshot = {
  snapshot_id: string; user_id: string; opponent_id: string; asset_id: string; amount: string; memo: string;
  trace_id: string; transaction_hash: string; created_at: string;
};

/** A transfer made; false when this payer made one with this trace already (the wallet refuses a second). */
export function insertSandboxWalletSnapshot(db: Db, row: SandboxWalletSnapshot): boolean {
  return statement(db, `INSERT INTO sandbox_wallet_snapshots (snapshot_id, user_id, opponent_id, asset_id, amount, memo, trace_id,
      transaction_hash, created_at)
    VALUES (@snapshot_id, @user_id, @opponent_id, @asset_id, @amount, @memo, @trace_id, @transaction_hash, @created_at)
    ON CONFLICT (opponent_id, trace_id) DO NOTHING`).run(row).changes === 1;
}

/** A user's (or bot's) snapshots confirmed after `offset` and by `now`, oldest first. */
export function listSandboxWalletSnapshots(
  db: Db, userId: string, query: { offset: string; now: string; limit: number; asset?: string; opponent?: string },
): SandboxWalletSnapshot[] {
  return statement(db, `SELECT * FROM sandbox_wallet_snapshots
    WHERE user_id = @userId AND created_at > @offset AND created_at <= @now
      AND (@asset IS NULL OR asset_id = @asset) AND (@opponent IS NULL OR opponent_id = @opponent)
    ORDER BY created_at, snapshot_id LIMIT @limit`)
    .all({ userId, offset: query.offset, now: query.now, limit: query.limit, asset: query.asset ?? null, opponent: query.opponent ?? null }) as SandboxWalletSnapshot[];
}

/** The outbox's messages not delivered yet, as the seed leaves them. */
export function listSeededOutbox(db: Db): {
  message_id: number; dedupe_key: string; channel: 'sms' | 'wallet'; phone: string | null; group_id: string | null;
  user_id: string | null; text: string; created_at: string;
}[] {
  return statement(db, `SELECT message_id, dedupe_key, channel, phone, group_id, user_id, text, created_at FROM outbox_messages
    WHERE state = 'pending' ORDER BY message_id`).all() as ReturnType<typeof listSeededOutbox>;
}

export function markSeededOutboxSent(db: Db, messageId: number): void {
  statement(db, `UPDATE outbox_messages SET state = 'sent', sent_at = created_at, attempts = 1 WHERE message_id = ?`).run(messageId);
}

// The KYC vendor's stand-in: the sessions the server registered and its reviewer's decisions.

export type SandboxKycSession = {
  reference: string; subject_ref: string; subject_name: string; requester: string; return_url: string; created_at: string;
  decision: 'approved' | 'rejected' | null; review_at: string | null;
};

/** A session registered; false when its reference was registered before. */
export function insertSandboxKycSession(db: Db, row: Omit<SandboxKycSession, 'decision' | 'review_at'>): boolean {
  return statement(db, `INSERT INTO sandbox_kyc_sessions (reference, subject_ref, subject_name, requester, return_url, created_at)
    VALUES (@reference, @subject_ref, @subject_name, @requester, @return_url, @created_at) ON CONFLICT (reference) DO NOTHING`).run(row).changes === 1;
}

/** An undecided session registered after `sinceIso`. */
export function findOpenSandboxKycSession(db: Db, reference: string, sinceIso: string): SandboxKycSession | undefined {
  return statement(db, `SELECT * FROM sandbox_kyc_sessions WHERE reference = ? AND decision IS NULL AND created_at > ?`)
    .get(reference, sinceIso) as SandboxKycSession | undefined;
}

/** Whether the vendor is still reviewing this person at `nowIso` (a decision of theirs not yet due). */
export function sandboxKycUnderReview(db: Db, subjectRef: string, nowIso: string): boolean {
  return statement(db, `SELECT 1 FROM sandbox_kyc_sessions WHERE subject_ref = ? AND decision IS NOT NULL AND review_at > ?`)
    .get(subjectRef, nowIso) !== undefined;
}

export function decideSandboxKycSession(db: Db, reference: string, decision: 'approved' | 'rejected', reviewAt: string): void {
  statement(db, 'UPDATE sandbox_kyc_sessions SET decision = ?, review_at = ? WHERE reference = ? AND decision IS NULL')
    .run(decision, reviewAt, reference);
}

// The invoicing vendor's stand-in: the requests it took, and what it issued.

export function insertSandboxInvoiceRequest(db: Db, row: { request_id: string; body: string; received_at: string }): void {
  statement(db, `INSERT INTO sandbox_invoice_requests (request_id, body, received_at) VALUES (@request_id, @body, @received_at)
    ON CONFLICT (request_id) DO NOTHING`).run(row);
}

/** Issues a request taken and not issued yet under this number; false when there is none such. */
export function markSandboxInvoiceIssued(db: Db, requestId: string, invoiceNumber: string, nowIso: string): boolean {
  return statement(db, 'UPDATE sandbox_invoice_requests SET invoice_number = ?, issued_at = ? WHERE request_id = ? AND invoice_number IS NULL')
    .run(invoiceNumber, nowIso, requestId).changes === 1;
}

/** Takes back an issue the server refused. */
export function unmarkSandboxInvoiceIssued(db: Db, requestId: string, invoiceNumber: string): void {
  statement(db, 'UPDATE sandbox_invoice_requests SET invoice_number = NULL, issued_at = NULL WHERE request_id = ? AND invoice_number = ?')
    .run(requestId, invoiceNumber);
}

// The S3 stand-in's objects.

export type SandboxS3Object = { body: Buffer; content_type: string; etag: string };

export function putSandboxS3Object(db: Db, bucket: string, key: string, object: SandboxS3Object): void {
  statement(db, `INSERT INTO sandbox_s3_objects (bucket, key, body, content_type, etag) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (bucket, key) DO UPDATE SET body = excluded.body, content_type = excluded.content_type, etag = excluded.etag`)
    .run(bucket, key, object.body, object.content_type, object.etag);
}

export function findSandboxS3Object(db: Db, bucket: string, key: string): SandboxS3Object | undefined {
  return statement(db, 'SELECT body, content_type, etag FROM sandbox_s3_objects WHERE bucket = ? AND key = ?')
    .get(bucket, key) as SandboxS3Object | undefined;
}

export function deleteSandboxS3Object(db: Db, bucket: string, key: string): void {
  statement(db, 'DELETE FROM sandbox_s3_objects WHERE bucket = ? AND key = ?').run(bucket, key);
}

// The captcha vendor's stand-in: its captchas, solved on its page and spent when the server verifies one.

export function insertCaptcha(db: Db, captcha: { hash: string; answer: string; expiresAt: number; now: number }): void {
  statement(db, 'INSERT INTO captchas (token_hash, answer, expires_at, created_at) VALUES (?, ?, ?, ?)')
    .run(captcha.hash, captcha.answer, captcha.expiresAt, captcha.now);
}

export function findLiveCaptchaAnswer(db: Db, hash: string, now: number): string | undefined {
  return statement(db, 'SELECT answer FROM captchas WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?')
    .pluck().get(hash, now) as string | undefined;
}

export function markCaptchaSolved(db: Db, hash: string, now: number): void {
  statement(db, 'UPDATE captchas SET solved_at = ? WHERE token_hash = ? AND solved_at IS NULL').run(now, hash);
}

/** Spends a solved, live captcha; false if there is none. */
export function consumeSolvedCaptcha(db: Db, hash: string, now: number): boolean {
  return statement(db, `UPDATE captchas SET used_at = ?
    WHERE token_hash = ? AND solved_at IS NOT NULL AND used_at IS NULL AND expires_at > ?`).run(now, hash, now).changes === 1;
}

// The wallet stand-in's Safe (sandbox/safe-api.ts): bots' spend keys, outputs, one-time keys, transaction requests.

export function setSandboxSpendKey(db: Db, clientId: string, spendPublicKey: string): void {
  statement(db, 'UPDATE sandbox_mixin_apps SET spend_public_key = ? WHERE client_id = ?').run(spendPublicKey, clientId);
}

/** The spend public key (hex) a bot registered; null when it registered none, undefined when no such bot. */
export function findSandboxSpendKey(db: Db, clientId: string): string | null | undefined {
  const row = statement(db, 'SELECT spend_public_key FROM sandbox_mixin_apps WHERE client_id = ?').get(clientId) as
    { spend_public_key: string | null } | undefined;
  return row === undefined ? undefined : row.spend_public_key;
}

export type SandboxSafeOutput = {
  output_id: string; user_id: string; asset_id: string; kernel_asset: string; transaction_hash: string; output_index: number;
  amount: string; mask: string; public_key: string; view: string; state: 'unspent' | 'signed' | 'spent'; request_id: string | null;
  created_at: string; sequence: number;
};

export function insertSandboxSafeOutput(db: Db, row: Omit<SandboxSafeOutput, 'sequence' | 'state' | 'request_id'>): void {
  statement(db, `INSERT INTO sandbox_safe_outputs (output_id, user_id, asset_id, kernel_asset, transaction_hash, output_index, amount, mask,
      public_key, view, state, request_id, created_at)
    VALUES (@output_id, @user_id, @asset_id, @kernel_asset, @transaction_hash, @output_index, @amount, @mask, @public_key, @view,
      'unspent', NULL, @created_at)`).run(row);
}

/** An owner's outputs confirmed by `now`, after the sequence `offset`, oldest first. */
export function listSandboxSafeOutputs(
  db: Db, userId: string, query: { asset: string | null; state: string | null; offset: number; limit: number; now: string },
): SandboxSafeOutput[] {
  return statement(db, `SELECT rowid AS sequence, * FROM sandbox_safe_outputs
    WHERE user_id = @userId AND created_at <= @now AND rowid > @offset
      AND (@asset IS NULL OR asset_id = @asset) AND (@state IS NULL OR state = @state)
    ORDER BY rowid LIMIT @limit`).all({ userId, ...query }) as SandboxSafeOutput[];
}

export function findSandboxSafeOutput(db: Db, transactionHash: string, index: number): SandboxSafeOutput | undefined {
  return statement(db, 'SELECT rowid AS sequence, * FROM sandbox_safe_outputs WHERE transaction_hash = ? AND output_index = ?')
    .get(transactionHash, index) as SandboxSafeOutput | undefined;
}

/** Locks an unspent output to a transaction request (or spends one locked to it); false when it is not so. */
export function moveSandboxSafeOutput(
  db: Db, outputId: string, from: 'unspent' | 'signed', to: 'signed' | 'spent', requestId: string,
): boolean {
  return statement(db, `UPDATE sandbox_safe_outputs SET state = @to, request_id = @requestId
    WHERE output_id = @outputId AND state = @from AND (@from = 'unspent' OR request_id = @requestId)`)
    .run({ outputId, from, to, requestId }).changes === 1;
}

export type SandboxGhostKey = { mask: string; receiver: string; public_key: string; view: string };

export function insertSandboxGhostKey(db: Db, row: SandboxGhostKey, nowIso: string): void {
  statement(db, `INSERT INTO sandbox_safe_ghost_keys (mask, receiver, public_key, view, created_at)
    VALUES (@mask, @receiver, @public_key, @view, @nowIso) ON CONFLICT (mask) DO NOTHING`).run({ ...row, nowIso });
}

export function findSandboxGhostKey(db: Db, mask: string): SandboxGhostKey | undefined {
  return statement(db, 'SELECT mask, receiver, public_key, view FROM sandbox_safe_ghost_keys WHERE mask = ?').get(mask) as
    SandboxGhostKey | undefined;
}

export type SandboxSafeRequest = {
  request_id: string; user_id: string; raw: string; transaction_hash: string; asset_id: string; amount: string; receivers: string;
  views: string; state: 'unspent' | 'spent'; snapshot_id: string | null; created_at: string; spent_at: string | null;
};

export function insertSandboxSafeRequest(db: Db, row: Omit<SandboxSafeRequest, 'state' | 'snapshot_id' | 'spent_at'>): void {
  statement(db, `INSERT INTO sandbox_safe_requests (request_id, user_id, raw, transaction_hash, asset_id, amount, receivers, views, state,
      snapshot_id, created_at, spent_at)
    VALUES (@request_id, @user_id, @raw, @transaction_hash, @asset_id, @amount, @receivers, @views, 'unspent', NULL, @created_at, NULL)`)
    .run(row);
}

export function findSandboxSafeRequest(db: Db, requestId: string): SandboxSafeRequest | undefined {
  return statement(db, 'SELECT * FROM sandbox_safe_requests WHERE request_id = ?').get(requestId) as SandboxSafeRequest | undefined;
}

export function spendSandboxSafeRequest(db: Db, requestId: string, snapshotId: string, nowIso: string): boolean {
  return statement(db, `UPDATE sandbox_safe_requests SET state = 'spent', snapshot_id = ?, spent_at = ?
    WHERE request_id = ? AND state = 'unspent'`).run(snapshotId, nowIso, requestId).changes === 1;
}
