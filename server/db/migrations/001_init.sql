-- Initial schema. Booleans are INTEGER 0/1; money amounts are TEXT decimal strings so no
-- value ever passes through a float; dates shown to clients are ISO-8601 TEXT; token
-- bookkeeping uses INTEGER epoch seconds.

CREATE TABLE meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) STRICT;

CREATE TABLE users (
  user_id TEXT PRIMARY KEY,
  identity_number TEXT NOT NULL UNIQUE,
  full_name TEXT NOT NULL,
  avatar_url TEXT NOT NULL,
  -- Sandbox persona key (owner, admin, ...); NULL for users created by the "new" persona.
  persona TEXT UNIQUE,
  created_at TEXT NOT NULL
) STRICT;

CREATE TABLE assets (
  asset_id TEXT PRIMARY KEY,
  symbol TEXT NOT NULL,
  name TEXT NOT NULL,
  icon_url TEXT NOT NULL,
  price_cny TEXT NOT NULL,
  precision INTEGER NOT NULL CHECK (precision BETWEEN 0 AND 18),
  kind TEXT NOT NULL CHECK (kind IN ('crypto', 'fiat')),
  sort_order INTEGER NOT NULL DEFAULT 0
) STRICT;

CREATE TABLE groups (
  group_id TEXT PRIMARY KEY,
  client_id TEXT NOT NULL UNIQUE,
  identity_number TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  bio TEXT NOT NULL DEFAULT '',
  avatar_url TEXT NOT NULL,
  language TEXT NOT NULL DEFAULT 'en',
  app_name TEXT NOT NULL,
  app_icon_url TEXT NOT NULL,
  mixin_oauth_scope TEXT NOT NULL,
  wechat_app_id TEXT NOT NULL DEFAULT '',
  -- The membership product shown on the join screen (products references groups, so this
  -- side is nullable and filled in after the product exists).
  entry_product_id TEXT REFERENCES products (product_id) ON DELETE SET NULL,
  nft_ticket_enabled INTEGER NOT NULL DEFAULT 0 CHECK (nft_ticket_enabled IN (0, 1)),
  provide_public_random_invitation_codes INTEGER NOT NULL DEFAULT 0
    CHECK (provide_public_random_invitation_codes IN (0, 1)),
  agreement_enabled INTEGER NOT NULL DEFAULT 0 CHECK (agreement_enabled IN (0, 1)),
  agreement_modal INTEGER NOT NULL DEFAULT 0 CHECK (agreement_modal IN (0, 1)),
  agreement_url TEXT NOT NULL DEFAULT '',
  terms_of_use_url TEXT NOT NULL DEFAULT '',
  privacy_policies_url TEXT NOT NULL DEFAULT '',
  coupon_enabled INTEGER NOT NULL DEFAULT 0 CHECK (coupon_enabled IN (0, 1)),
  invite_to_join INTEGER NOT NULL DEFAULT 0 CHECK (invite_to_join IN (0, 1)),
  pay_to_join INTEGER NOT NULL DEFAULT 0 CHECK (pay_to_join IN (0, 1)),
  token_refresh_threshold INTEGER NOT NULL DEFAULT 60 CHECK (token_refresh_threshold > 0),
  maintenance INTEGER NOT NULL DEFAULT 0 CHECK (maintenance IN (0, 1)),
  created_at TEXT NOT NULL
) STRICT;

CREATE TABLE group_settings (
  group_id TEXT PRIMARY KEY REFERENCES groups (group_id) ON DELETE CASCADE,
  home_enabled INTEGER NOT NULL DEFAULT 1 CHECK (home_enabled IN (0, 1)),
  custom_enabled INTEGER NOT NULL DEFAULT 0 CHECK (custom_enabled IN (0, 1)),
  course_enabled INTEGER NOT NULL DEFAULT 0 CHECK (course_enabled IN (0, 1)),
  discussion_enabled INTEGER NOT NULL DEFAULT 0 CHECK (discussion_enabled IN (0, 1)),
  profile_enabled INTEGER NOT NULL DEFAULT 1 CHECK (profile_enabled IN (0, 1)),
  custom_theme TEXT CHECK (custom_theme IS NULL OR json_valid(custom_theme)),
  group_entry_quiz_id TEXT,
  group_entry_disabled INTEGER NOT NULL DEFAULT 0 CHECK (group_entry_disabled IN (0, 1)),
  group_entry_kyc_enabled INTEGER NOT NULL DEFAULT 0 CHECK (group_entry_kyc_enabled IN (0, 1)),
  system_renew_enable INTEGER NOT NULL DEFAULT 0 CHECK (system_renew_enable IN (0, 1)),
  system_invite_code_required INTEGER NOT NULL DEFAULT 0 CHECK (system_invite_code_required IN (0, 1)),
  lecturing_or_streaming_started_at TEXT,
  group_mode TEXT NOT NULL DEFAULT 'free' CHECK (group_mode IN ('free', 'lecture', 'mute', 'streaming'))
) STRICT;

-- Which assets a group offers in a given scene (paying, tipping, luckycoin packs).
CREATE TABLE group_assets (
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  scene TEXT NOT NULL CHECK (scene IN ('pay', 'tip', 'luckycoin')),
  asset_id TEXT NOT NULL REFERENCES assets (asset_id),
  sort_order INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (group_id, scene, asset_id)
) STRICT;

CREATE TABLE memberships (
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  role TEXT NOT NULL DEFAULT 'user' CHECK (role IN ('owner', 'admin', 'lecturer', 'user')),
  state TEXT NOT NULL DEFAULT 'pending'
    CHECK (state IN ('unverified', 'pending', 'paid', 'subscribed', 'unsubscribed', 'blocked')),
  expired_at TEXT,
  joined_at TEXT,
  created_at TEXT NOT NULL,
  PRIMARY KEY (group_id, user_id)
) STRICT;
CREATE INDEX memberships_user ON memberships (user_id);

CREATE TABLE member_policies (
  group_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  policy_type TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (group_id, user_id, policy_type),
  FOREIGN KEY (group_id, user_id) REFERENCES memberships (group_id, user_id) ON DELETE CASCADE
) STRICT;

-- Wallet balances are the user's own, not a group's.
CREATE TABLE user_balances (
  user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  asset_id TEXT NOT NULL REFERENCES assets (asset_id),
  balance TEXT NOT NULL,
  PRIMARY KEY (user_id, asset_id)
) STRICT;

CREATE TABLE products (
  product_id TEXT PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  type TEXT NOT NULL,
  price_asset_id TEXT NOT NULL REFERENCES assets (asset_id),
  price_amount TEXT NOT NULL,
  -- [{channel, asset_id, symbol}], channel one of mixin, wechat, alipay, reborn.
  price_channels TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(price_channels)),
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX products_group ON products (group_id);

CREATE TABLE invitation_codes (
  code TEXT PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  inviter_id TEXT REFERENCES users (user_id) ON DELETE SET NULL,
  kind TEXT NOT NULL CHECK (kind IN ('one_time', 'permanent')),
  -- Listed by GET /invitations/public when the group provides public random codes.
  is_public INTEGER NOT NULL DEFAULT 0 CHECK (is_public IN (0, 1)),
  -- One-time codes only; permanent codes record their uses elsewhere.
  used_by TEXT REFERENCES users (user_id) ON DELETE SET NULL,
  used_at TEXT,
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX invitation_codes_group ON invitation_codes (group_id);

CREATE TABLE coupons (
  coupon_id TEXT PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  -- NULL until claimed with its code.
  user_id TEXT REFERENCES users (user_id) ON DELETE CASCADE,
  code TEXT UNIQUE,
  asset_id TEXT NOT NULL REFERENCES assets (asset_id),
  -- DISCOUNT: the factor paid (0.8 = 20% off). VOUCHER: the amount taken off, in asset_id.
  amount TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('DISCOUNT', 'VOUCHER')),
  state TEXT NOT NULL DEFAULT 'INIT' CHECK (state IN ('INIT', 'USED')),
  expired_at TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  -- NULL: valid for any product / any payment method.
  product_id TEXT REFERENCES products (product_id) ON DELETE CASCADE,
  pay_method TEXT CHECK (pay_method IN ('mixin', 'wechat', 'alipay', 'reborn')),
  used_at TEXT,
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX coupons_group_user ON coupons (group_id, user_id);

-- One-time sandbox OAuth codes; only the hash is kept.
CREATE TABLE oauth_codes (
  code_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  client_id TEXT NOT NULL,
  scope TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  created_at INTEGER NOT NULL
) STRICT;

-- Refresh tokens rotate: using one marks it used and issues a successor. Only the hash is kept.
CREATE TABLE refresh_tokens (
  token_hash TEXT PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  created_at INTEGER NOT NULL
) STRICT;
CREATE INDEX refresh_tokens_user ON refresh_tokens (group_id, user_id);
