-- Lucky-coin packs (issue 11 point 6). A pack is paid through the wallet like an order (its
-- pack_id is the wallet's trace), becomes claimable when its PAID notification arrives, and
-- 24 h after that returns its unclaimed remainder to the sender (a ledger row, no transfer).

-- Admin limits (§5, §9): at most this many shares per pack (never above 1000), and at least this
-- many USD per pack (converted with the assets' price_cny).
ALTER TABLE group_settings ADD COLUMN luckycoin_max_shares INTEGER NOT NULL DEFAULT 1000
  CHECK (luckycoin_max_shares BETWEEN 1 AND 1000);
ALTER TABLE group_settings ADD COLUMN luckycoin_min_usd TEXT NOT NULL DEFAULT '0.1';

CREATE TABLE luckycoin_packs (
  pack_id TEXT PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  sender_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  asset_id TEXT NOT NULL REFERENCES assets (asset_id),
  -- Decimal string in the asset's precision; shares are whole smallest units of it.
  amount TEXT NOT NULL,
  shares INTEGER NOT NULL CHECK (shares BETWEEN 1 AND 1000),
  greeting TEXT NOT NULL DEFAULT '' CHECK (length(greeting) <= 200),
  mode TEXT NOT NULL CHECK (mode IN ('random', 'equal', 'contribution')),
  state TEXT NOT NULL DEFAULT 'NOT_PAID' CHECK (state IN ('NOT_PAID', 'MARKED_PAID', 'PAID', 'FAILED')),
  paid_at TEXT,
  -- paid_at + 24 h; claims stop then and the remainder is refunded.
  expires_at TEXT,
  created_at TEXT NOT NULL,
  CHECK ((state = 'PAID') = (paid_at IS NOT NULL AND expires_at IS NOT NULL))
) STRICT;
CREATE INDEX luckycoin_packs_group ON luckycoin_packs (group_id, created_at);
CREATE INDEX luckycoin_packs_expiry ON luckycoin_packs (expires_at) WHERE state = 'PAID';

CREATE TABLE luckycoin_claims (
  pack_id TEXT NOT NULL REFERENCES luckycoin_packs (pack_id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  -- 1-based order of the claim; at most the pack's shares.
  seq INTEGER NOT NULL CHECK (seq >= 1),
  amount TEXT NOT NULL,
  claimed_at TEXT NOT NULL,
  PRIMARY KEY (pack_id, user_id),
  UNIQUE (pack_id, seq)
) STRICT;

-- The remainder owed back to the sender at expiry: one row per pack at most.
CREATE TABLE luckycoin_refunds (
  pack_id TEXT PRIMARY KEY REFERENCES luckycoin_packs (pack_id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  asset_id TEXT NOT NULL REFERENCES assets (asset_id),
  amount TEXT NOT NULL,
  created_at TEXT NOT NULL
) STRICT;

-- Provider notifications applied to packs (payment_notifications references orders).
CREATE TABLE luckycoin_notifications (
  notification_id TEXT PRIMARY KEY,
  channel TEXT NOT NULL,
  pack_id TEXT NOT NULL REFERENCES luckycoin_packs (pack_id) ON DELETE CASCADE,
  status TEXT NOT NULL,
  received_at TEXT NOT NULL
) STRICT;
