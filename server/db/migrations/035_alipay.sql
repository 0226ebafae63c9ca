-- Alipay (issue 23): a group's Alipay app joins its sealed credentials, and the Alipay stand-in
-- (server/sandbox/alipay-gateway.ts) keeps Alipay's side of them.
CREATE TABLE group_credentials_next (
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  party TEXT NOT NULL CHECK (party IN ('mixin', 'wechat', 'wechatpay', 'alipay')),
  sealed TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (group_id, party)
) STRICT;
INSERT INTO group_credentials_next (group_id, party, sealed, updated_at) SELECT group_id, party, sealed, updated_at FROM group_credentials;
DROP TABLE group_credentials;
ALTER TABLE group_credentials_next RENAME TO group_credentials;

-- The apps registered with the stand-in: the app's public key, which verifies what it signs, and
-- Alipay's own private key, which signs its notifications to the app.
CREATE TABLE sandbox_alipay_apps (
  app_id TEXT PRIMARY KEY,
  app_public_key TEXT NOT NULL,
  alipay_private_key TEXT NOT NULL
) STRICT;

-- The wap-pay trades Alipay's gateway took, by the app's out_trade_no, and what became of them.
CREATE TABLE sandbox_alipay_trades (
  trade_no TEXT PRIMARY KEY,
  app_id TEXT NOT NULL,
  out_trade_no TEXT NOT NULL,
  total_amount TEXT NOT NULL,
  subject TEXT NOT NULL,
  notify_url TEXT,
  return_url TEXT,
  quit_url TEXT,
  trade_status TEXT NOT NULL DEFAULT 'WAIT_BUYER_PAY' CHECK (trade_status IN ('WAIT_BUYER_PAY', 'TRADE_SUCCESS', 'TRADE_CLOSED')),
  created_at INTEGER NOT NULL,
  UNIQUE (app_id, out_trade_no)
) STRICT;
