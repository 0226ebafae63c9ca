-- WeChat Pay API v3 (issue 23): a group's merchant credentials join its sealed credentials, and the
-- WeChat Pay stand-in (server/sandbox/wechatpay-api.ts) keeps WeChat Pay's side of them.
CREATE TABLE group_credentials_next (
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  party TEXT NOT NULL CHECK (party IN ('mixin', 'wechat', 'wechatpay')),
  sealed TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (group_id, party)
) STRICT;
INSERT INTO group_credentials_next (group_id, party, sealed, updated_at) SELECT group_id, party, sealed, updated_at FROM group_credentials;
DROP TABLE group_credentials;
ALTER TABLE group_credentials_next RENAME TO group_credentials;

-- The merchants registered with the stand-in: the merchant's public key (which verifies the
-- requests it signs) under its certificate serial, and WeChat Pay's own signing key (public-key
-- mode: its id is what Wechatpay-Serial names) and the merchant's APIv3 key, which encrypts what
-- notifications carry.
CREATE TABLE sandbox_wechatpay_merchants (
  mchid TEXT PRIMARY KEY,
  merchant_serial TEXT NOT NULL,
  merchant_public_key TEXT NOT NULL,
  platform_key_id TEXT NOT NULL,
  platform_private_key TEXT NOT NULL,
  apiv3_key TEXT NOT NULL
) STRICT;

-- The orders WeChat Pay took (JSAPI or H5), by the merchant's out_trade_no, and what became of them.
CREATE TABLE sandbox_wechatpay_transactions (
  prepay_id TEXT PRIMARY KEY,
  mchid TEXT NOT NULL,
  appid TEXT NOT NULL,
  out_trade_no TEXT NOT NULL,
  trade_type TEXT NOT NULL CHECK (trade_type IN ('JSAPI', 'MWEB')),
  description TEXT NOT NULL,
  total INTEGER NOT NULL CHECK (total > 0),
  notify_url TEXT NOT NULL,
  openid TEXT,
  payer_client_ip TEXT,
  trade_state TEXT NOT NULL DEFAULT 'NOTPAY' CHECK (trade_state IN ('NOTPAY', 'SUCCESS', 'CLOSED')),
  transaction_id TEXT,
  success_time TEXT,
  created_at INTEGER NOT NULL,
  UNIQUE (mchid, out_trade_no)
) STRICT;
