-- Profit paid out through the wallet (issue 23 point 7; spec §9 "settled monthly after income tax,
-- paid on the 1st of the next month, and the CNY part is released around the 25th"): a member's
-- settled crypto profit, net of the tax withheld, leaves the vault that funds it (invitation bonuses
-- the bonus vault, revenue shares the profit vault; master with either) as a ledger entry of kind
-- 'payout', and goes to the member's wallet as the group bot's transfer of kind 'profit_payout'
-- (reference: the profit record). Both checks are widened the SQLite way (rebuild, copy, swap).

CREATE TABLE vault_entries_next (
  entry_id INTEGER PRIMARY KEY AUTOINCREMENT,
  vault_id TEXT NOT NULL REFERENCES vaults (vault_id) ON DELETE CASCADE,
  asset_id TEXT NOT NULL REFERENCES assets (asset_id),
  -- Signed: credits positive, debits negative; never zero.
  amount TEXT NOT NULL CHECK (amount NOT GLOB '*[^0-9.-]*' AND CAST(amount AS REAL) <> 0),
  -- The vault's balance in the asset once this entry is applied.
  balance_after TEXT NOT NULL CHECK (balance_after NOT LIKE '-%'),
  -- 'payout': a member's profit record paid out (reference = record_id).
  kind TEXT NOT NULL CHECK (kind IN ('order', 'withdrawal', 'withdrawal_returned', 'payout')),
  reference TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (vault_id, kind, reference, asset_id)
) STRICT;
INSERT INTO vault_entries_next (entry_id, vault_id, asset_id, amount, balance_after, kind, reference, created_at)
  SELECT entry_id, vault_id, asset_id, amount, balance_after, kind, reference, created_at FROM vault_entries;
DROP TABLE vault_entries;
ALTER TABLE vault_entries_next RENAME TO vault_entries;
CREATE INDEX vault_entries_newest ON vault_entries (vault_id, entry_id DESC);

CREATE TABLE wallet_transfers_next (
  transfer_id TEXT PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('withdrawal', 'pack_claim', 'pack_refund', 'profit_payout')),
  reference TEXT NOT NULL,
  recipient_id TEXT NOT NULL,
  asset_id TEXT NOT NULL REFERENCES assets (asset_id),
  amount TEXT NOT NULL CHECK (amount NOT LIKE '-%'),
  memo TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'confirmed', 'failed')),
  snapshot_id TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  claimed_until TEXT,
  last_error TEXT,
  created_at TEXT NOT NULL,
  settled_at TEXT,
  UNIQUE (kind, reference)
) STRICT;
INSERT INTO wallet_transfers_next SELECT transfer_id, group_id, kind, reference, recipient_id, asset_id, amount, memo, state, snapshot_id,
  attempts, next_attempt_at, claimed_until, last_error, created_at, settled_at FROM wallet_transfers;
DROP TABLE wallet_transfers;
ALTER TABLE wallet_transfers_next RENAME TO wallet_transfers;
CREATE INDEX wallet_transfers_due ON wallet_transfers (state, next_attempt_at);
