-- Kudos (tips, issue 11 point 5): a member or staff member sends a lecturer or member an amount of
-- a tip-scene asset through the wallet, like an order. PENDING until the wallet's PAID
-- notification (FAILED when the wallet reports it failed or cancelled); only PAID tips count in the rank.

-- §3/§9: the least a tip may be, in USD (decimal string; the spec gives no value: 0.1).
ALTER TABLE group_settings ADD COLUMN tip_min_usd TEXT NOT NULL DEFAULT '0.1'
  CHECK (tip_min_usd GLOB '[0-9]*' AND tip_min_usd NOT GLOB '*[^0-9.]*');

CREATE TABLE tips (
  tip_id TEXT PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  sender_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  recipient_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  asset_id TEXT NOT NULL REFERENCES assets (asset_id),
  amount TEXT NOT NULL,
  message TEXT NOT NULL DEFAULT '' CHECK (length(message) <= 140),
  state TEXT NOT NULL DEFAULT 'PENDING' CHECK (state IN ('PENDING', 'PAID', 'FAILED')),
  -- The tip's value in CNY at the asset's price when it was paid: the rank does not move with prices.
  value_cny TEXT,
  created_at TEXT NOT NULL,
  paid_at TEXT,
  CHECK (sender_id <> recipient_id),
  CHECK ((state = 'PAID') = (paid_at IS NOT NULL AND value_cny IS NOT NULL))
) STRICT;
CREATE INDEX tips_rank ON tips (group_id, state, paid_at);

-- Wallet notifications already applied to tips (payment_notifications holds orders'): a repeat is
-- answered from here and changes nothing.
CREATE TABLE tip_notifications (
  notification_id TEXT PRIMARY KEY,
  tip_id TEXT NOT NULL REFERENCES tips (tip_id) ON DELETE CASCADE,
  status TEXT NOT NULL,
  received_at TEXT NOT NULL
) STRICT;
