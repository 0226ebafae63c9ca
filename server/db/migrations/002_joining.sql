-- Joining: products in the API's words, orders and payments, invitation relations, coupon codes,
-- KYC, quizzes, NFT tickets, WeChat and phone sign-in, analytics events.
-- Conventions as in 001: booleans 0/1, money as decimal TEXT, client-facing dates ISO-8601 TEXT,
-- sandbox bookkeeping (codes, captchas, SMS) in INTEGER epoch seconds.

-- Product status takes the API's values (normal/disabled). SQLite cannot change a CHECK in place,
-- so the table is rebuilt; the migrator runs with foreign keys off and checks them before commit.
CREATE TABLE products_next (
  product_id TEXT PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  type TEXT NOT NULL,
  price_asset_id TEXT NOT NULL REFERENCES assets (asset_id),
  price_amount TEXT NOT NULL,
  -- [{channel, asset_id, symbol}], channel one of mixin, wechat, alipay, reborn.
  price_channels TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(price_channels)),
  status TEXT NOT NULL DEFAULT 'normal' CHECK (status IN ('normal', 'disabled')),
  created_at TEXT NOT NULL
) STRICT;
INSERT INTO products_next (product_id, group_id, name, description, type, price_asset_id, price_amount,
    price_channels, status, created_at)
  SELECT product_id, group_id, name, description, type, price_asset_id, price_amount, price_channels,
    CASE status WHEN 'active' THEN 'normal' ELSE 'disabled' END, created_at
  FROM products;
DROP TABLE products;
ALTER TABLE products_next RENAME TO products;
CREATE INDEX products_group ON products (group_id);

-- A renewal may not carry a membership past now + this many years (admin "max renewal period").
ALTER TABLE groups ADD COLUMN max_renewal_years INTEGER NOT NULL DEFAULT 10
  CHECK (max_renewal_years BETWEEN 1 AND 100);

-- Orders. The state column only moves along NOT_PAID → MARKED_PAID → PAID, or from NOT_PAID /
-- MARKED_PAID to FAILED or EXPIRED; the trigger refuses every other move, whoever writes.
CREATE TABLE orders (
  order_id TEXT PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  product_id TEXT NOT NULL REFERENCES products (product_id),
  kind TEXT NOT NULL CHECK (kind IN ('join', 'renew')),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  state TEXT NOT NULL DEFAULT 'NOT_PAID'
    CHECK (state IN ('NOT_PAID', 'MARKED_PAID', 'PAID', 'FAILED', 'EXPIRED')),
  -- The product's price until a channel is chosen, then what that channel charges.
  asset_id TEXT NOT NULL REFERENCES assets (asset_id),
  amount TEXT NOT NULL,
  channel TEXT CHECK (channel IN ('mixin', 'wechat', 'alipay', 'reborn')),
  coupon_id TEXT REFERENCES coupons (coupon_id) ON DELETE SET NULL,
  -- The provider's reference for wechat, alipay and reborn; the wallet uses order_id as its trace.
  charge_id TEXT UNIQUE,
  payment TEXT CHECK (payment IS NULL OR json_valid(payment)),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  paid_at TEXT,
  updated_at TEXT NOT NULL
) STRICT;
CREATE INDEX orders_group_user ON orders (group_id, user_id);
CREATE INDEX orders_open ON orders (state, expires_at);

CREATE TRIGGER orders_state_transition BEFORE UPDATE OF state ON orders
WHEN NEW.state <> OLD.state AND NOT (
  (OLD.state = 'NOT_PAID' AND NEW.state IN ('MARKED_PAID', 'FAILED', 'EXPIRED'))
  OR (OLD.state = 'MARKED_PAID' AND NEW.state IN ('PAID', 'FAILED', 'EXPIRED'))
)
BEGIN
  SELECT RAISE(ABORT, 'forbidden order state transition');
END;

-- One payment per order, whatever the provider repeats.
CREATE TABLE payments (
  payment_id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL UNIQUE REFERENCES orders (order_id) ON DELETE CASCADE,
  channel TEXT NOT NULL CHECK (channel IN ('mixin', 'wechat', 'alipay', 'reborn')),
  asset_id TEXT NOT NULL REFERENCES assets (asset_id),
  amount TEXT NOT NULL,
  -- NULL when a coupon made the order free and no provider was involved.
  notification_id TEXT UNIQUE,
  created_at TEXT NOT NULL
) STRICT;

-- Provider notifications already applied: a repeat is answered from here and changes nothing.
CREATE TABLE payment_notifications (
  notification_id TEXT PRIMARY KEY,
  channel TEXT NOT NULL,
  order_id TEXT NOT NULL REFERENCES orders (order_id) ON DELETE CASCADE,
  status TEXT NOT NULL,
  received_at TEXT NOT NULL
) STRICT;

-- Invitation codes may be for one product (NULL: the group's membership product).
ALTER TABLE invitation_codes ADD COLUMN product_id TEXT REFERENCES products (product_id) ON DELETE CASCADE;

-- Who invited whom. A one-time code is reserved (invitation_codes.used_by) when applied and
-- used (used_at) when the invitee joins; only one relation may ever hold a one-time code.
CREATE TABLE invitation_relations (
  group_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  inviter_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  code TEXT NOT NULL REFERENCES invitation_codes (code) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('one_time', 'permanent')),
  created_at TEXT NOT NULL,
  PRIMARY KEY (group_id, user_id),
  FOREIGN KEY (group_id, user_id) REFERENCES memberships (group_id, user_id) ON DELETE CASCADE
) STRICT;
CREATE UNIQUE INDEX invitation_relations_one_time ON invitation_relations (code) WHERE kind = 'one_time';
CREATE INDEX invitation_relations_inviter ON invitation_relations (group_id, inviter_id);

-- Claimable coupon codes: each claim makes a coupon for the claimer (once per user and code).
CREATE TABLE coupon_codes (
  code TEXT PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  asset_id TEXT NOT NULL REFERENCES assets (asset_id),
  amount TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('DISCOUNT', 'VOUCHER')),
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  product_id TEXT REFERENCES products (product_id) ON DELETE CASCADE,
  pay_method TEXT CHECK (pay_method IN ('mixin', 'wechat', 'alipay', 'reborn')),
  -- The code stops being claimable then, and the coupons it made expire then.
  expired_at TEXT NOT NULL,
  -- NULL: any number of users.
  max_claims INTEGER CHECK (max_claims IS NULL OR max_claims > 0),
  claims INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  CHECK (max_claims IS NULL OR claims <= max_claims)
) STRICT;
ALTER TABLE coupons ADD COLUMN claimed_code TEXT REFERENCES coupon_codes (code) ON DELETE SET NULL;
-- Set while an unpaid order counts on the coupon, so no other order can use it at the same time.
ALTER TABLE coupons ADD COLUMN reserved_order_id TEXT REFERENCES orders (order_id) ON DELETE SET NULL;
CREATE UNIQUE INDEX coupons_claim_once ON coupons (user_id, claimed_code) WHERE claimed_code IS NOT NULL;

-- KYC belongs to the user; each group sees it only after the user consents (kyc_consents).
-- The outcome is decided at submission and shown once review_at has passed.
CREATE TABLE kyc_verifications (
  user_id TEXT PRIMARY KEY REFERENCES users (user_id) ON DELETE CASCADE,
  outcome TEXT NOT NULL CHECK (outcome IN ('approved', 'rejected')),
  name TEXT NOT NULL DEFAULT '',
  error_code TEXT,
  error_message TEXT,
  submitted_at TEXT NOT NULL,
  review_at TEXT NOT NULL
) STRICT;

CREATE TABLE kyc_consents (
  group_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (group_id, user_id),
  FOREIGN KEY (group_id, user_id) REFERENCES memberships (group_id, user_id) ON DELETE CASCADE
) STRICT;

-- A verification page visit (GET /kyc/start/faceid); only the hash is kept.
CREATE TABLE kyc_sessions (
  session_hash TEXT PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  created_at INTEGER NOT NULL
) STRICT;

CREATE TABLE quizzes (
  quiz_id TEXT PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  subtitle TEXT NOT NULL DEFAULT '',
  next_quiz_id TEXT REFERENCES quizzes (quiz_id) ON DELETE SET NULL,
  created_at TEXT NOT NULL
) STRICT;

CREATE TABLE quiz_questions (
  quiz_id TEXT NOT NULL REFERENCES quizzes (quiz_id) ON DELETE CASCADE,
  no INTEGER NOT NULL CHECK (no > 0),
  type TEXT NOT NULL CHECK (type IN ('single', 'multi')),
  content TEXT NOT NULL,
  -- [{opt_no, opt_content}]
  options TEXT NOT NULL CHECK (json_valid(options)),
  -- The correct option numbers, sorted and joined by commas. Never sent to clients.
  answer TEXT NOT NULL,
  PRIMARY KEY (quiz_id, no)
) STRICT;

CREATE TABLE quiz_attempts (
  attempt_id TEXT PRIMARY KEY,
  quiz_id TEXT NOT NULL REFERENCES quizzes (quiz_id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  answers TEXT NOT NULL CHECK (json_valid(answers)),
  correct INTEGER NOT NULL,
  total INTEGER NOT NULL,
  passed INTEGER NOT NULL CHECK (passed IN (0, 1)),
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX quiz_attempts_user ON quiz_attempts (quiz_id, user_id);

-- NFT ticket checks. While checking, the outcome is already known and shown once decided_at passes.
CREATE TABLE nft_tickets (
  group_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('checking', 'success', 'none', 'autherr', 'unchecked')),
  outcome TEXT CHECK (outcome IN ('success', 'none', 'autherr')),
  decided_at TEXT,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (group_id, user_id),
  FOREIGN KEY (group_id, user_id) REFERENCES memberships (group_id, user_id) ON DELETE CASCADE
) STRICT;

-- Sandbox: what an NFT check finds. user_id '' is the group's default for everyone else.
CREATE TABLE sandbox_nft_outcomes (
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  user_id TEXT NOT NULL DEFAULT '',
  outcome TEXT NOT NULL CHECK (outcome IN ('success', 'none', 'autherr')),
  -- NULL: NFT_CHECK_DELAY_MS.
  delay_ms INTEGER CHECK (delay_ms IS NULL OR delay_ms >= 0),
  PRIMARY KEY (group_id, user_id)
) STRICT;

-- WeChat accounts (per official-account app id), linked to a user once known.
CREATE TABLE wechat_accounts (
  openid TEXT PRIMARY KEY,
  app_id TEXT NOT NULL,
  user_id TEXT REFERENCES users (user_id) ON DELETE SET NULL,
  nickname TEXT NOT NULL,
  created_at TEXT NOT NULL
) STRICT;
CREATE UNIQUE INDEX wechat_accounts_user ON wechat_accounts (app_id, user_id) WHERE user_id IS NOT NULL;

-- One-time sandbox WeChat OAuth codes; only the hash is kept.
CREATE TABLE wechat_codes (
  code_hash TEXT PRIMARY KEY,
  app_id TEXT NOT NULL,
  openid TEXT NOT NULL REFERENCES wechat_accounts (openid) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  created_at INTEGER NOT NULL
) STRICT;

-- Phone sign-in. Phones are stored as '+' and digits, e.g. '+8613800000000'.
CREATE TABLE user_phones (
  phone TEXT PRIMARY KEY,
  user_id TEXT NOT NULL UNIQUE REFERENCES users (user_id) ON DELETE CASCADE,
  created_at TEXT NOT NULL
) STRICT;

-- Sandbox captchas; only the token's hash is kept.
CREATE TABLE captchas (
  token_hash TEXT PRIMARY KEY,
  answer TEXT NOT NULL,
  solved_at INTEGER,
  used_at INTEGER,
  expires_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL
) STRICT;

-- SMS codes as the sandbox phone receives them (the inbox page shows them).
CREATE TABLE sms_codes (
  sms_id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL,
  code TEXT NOT NULL,
  -- The captcha solved to send it; registration must present the same token.
  captcha_hash TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  created_at INTEGER NOT NULL
) STRICT;
CREATE INDEX sms_codes_phone ON sms_codes (phone, created_at);

CREATE TABLE track_events (
  event_id INTEGER PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  user_id TEXT REFERENCES users (user_id) ON DELETE SET NULL,
  event TEXT NOT NULL,
  method TEXT,
  props TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(props)),
  created_at TEXT NOT NULL
) STRICT;
