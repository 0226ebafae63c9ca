-- The group's vaults (§6 "Vaults: master, profit, bonus, tax. Withdrawal is only from the profit
-- vault, with a 6-digit PIN"; issue 14 point 4). Money is a ledger: every movement is one row of
-- vault_entries, written by the transaction that moves it, and vault_balances is that ledger summed
-- per vault and asset, updated by the same statement sequence (routes/vault/vault.repo.ts postEntry).
-- Amounts are exact decimal strings in the asset's precision (contract/money.ts).
--
-- The rule (routes/vault/vault.service.ts): a PAID order credits master with what was paid and splits
-- it into bonus (the order's invitation bonus, invite_records), tax (VAULT_TAX_RATE of the rest) and
-- profit (what is left). master is the group's whole balance; the other three are its shares, so a
-- withdrawal debits profit and master together and master = profit + bonus + tax at all times.

CREATE TABLE vaults (
  vault_id TEXT PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('master', 'profit', 'bonus', 'tax')),
  created_at TEXT NOT NULL,
  UNIQUE (group_id, kind)
) STRICT;

-- Every group has its four vaults from the moment it exists: those already here, and any made later.
-- Ids are random UUIDs (v4), made per row.
INSERT INTO vaults (vault_id, group_id, kind, created_at)
  SELECT lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-'
      || substr('89ab', 1 + abs(random()) % 4, 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6))), g.group_id, k.kind, g.created_at
  FROM groups g CROSS JOIN (SELECT 'master' AS kind UNION ALL SELECT 'profit' UNION ALL SELECT 'bonus' UNION ALL SELECT 'tax') k;

CREATE TRIGGER groups_vaults AFTER INSERT ON groups
BEGIN
  INSERT INTO vaults (vault_id, group_id, kind, created_at)
    SELECT lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-'
      || substr('89ab', 1 + abs(random()) % 4, 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6))), NEW.group_id, k.kind, NEW.created_at
    FROM (SELECT 'master' AS kind UNION ALL SELECT 'profit' UNION ALL SELECT 'bonus' UNION ALL SELECT 'tax') k;
END;

-- kind: 'order' (a PAID order's share; reference = order_id), 'withdrawal' (reference = withdrawal_id),
-- 'withdrawal_returned' (the wallet could not send a withdrawal: its amount comes back).
-- UNIQUE (vault, kind, reference, asset): a PAID order credits each vault once, however often it is reported.
CREATE TABLE vault_entries (
  entry_id INTEGER PRIMARY KEY AUTOINCREMENT,
  vault_id TEXT NOT NULL REFERENCES vaults (vault_id) ON DELETE CASCADE,
  asset_id TEXT NOT NULL REFERENCES assets (asset_id),
  -- Signed: credits positive, debits negative; never zero.
  amount TEXT NOT NULL CHECK (amount NOT GLOB '*[^0-9.-]*' AND CAST(amount AS REAL) <> 0),
  -- The vault's balance in the asset once this entry is applied.
  balance_after TEXT NOT NULL CHECK (balance_after NOT LIKE '-%'),
  kind TEXT NOT NULL CHECK (kind IN ('order', 'withdrawal', 'withdrawal_returned')),
  reference TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (vault_id, kind, reference, asset_id)
) STRICT;
CREATE INDEX vault_entries_newest ON vault_entries (vault_id, entry_id DESC);

-- The sum of a vault's entries per asset. Never negative: a debit that would overdraw fails the CHECK
-- even if a caller forgot to compare first.
CREATE TABLE vault_balances (
  vault_id TEXT NOT NULL REFERENCES vaults (vault_id) ON DELETE CASCADE,
  asset_id TEXT NOT NULL REFERENCES assets (asset_id),
  balance TEXT NOT NULL CHECK (balance NOT LIKE '-%'),
  updated_at TEXT NOT NULL,
  PRIMARY KEY (vault_id, asset_id)
) STRICT;

-- The withdrawal PIN, one per group, set by the owner: a salted scrypt hash (`scrypt$N$r$p$salt$hash`,
-- base64), never the PIN. Wrong PINs lock withdrawals: only wrong PINs after `failures_after` (a
-- vault_pin_failures id) count, which a right PIN or a lock moves to the latest; `locked_until` is when a lock ends.
CREATE TABLE vault_pins (
  group_id TEXT PRIMARY KEY REFERENCES groups (group_id) ON DELETE CASCADE,
  pin_hash TEXT NOT NULL CHECK (pin_hash LIKE 'scrypt$%'),
  set_by TEXT REFERENCES users (user_id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  failures_after INTEGER NOT NULL DEFAULT 0,
  locked_until TEXT
) STRICT;

CREATE TABLE vault_pin_failures (
  failure_id INTEGER PRIMARY KEY AUTOINCREMENT,
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  user_id TEXT REFERENCES users (user_id) ON DELETE SET NULL,
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX vault_pin_failures_recent ON vault_pin_failures (group_id, created_at);

-- Withdrawals from the profit vault to the outside world (the wallet; the sandbox stands in). The
-- debit is written with the row; the wallet's report confirms it, or fails it and the amount returns.
-- request_id is the client's id of the request: UNIQUE per group, so a retried request withdraws once.
CREATE TABLE vault_withdrawals (
  withdrawal_id TEXT PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  vault_id TEXT NOT NULL REFERENCES vaults (vault_id) ON DELETE CASCADE,
  user_id TEXT REFERENCES users (user_id) ON DELETE SET NULL,
  request_id TEXT NOT NULL,
  asset_id TEXT NOT NULL REFERENCES assets (asset_id),
  amount TEXT NOT NULL CHECK (amount NOT LIKE '-%'),
  destination TEXT NOT NULL CHECK (length(destination) BETWEEN 1 AND 200),
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'confirmed', 'failed')),
  -- The wallet's id of the transfer, once confirmed.
  snapshot_id TEXT,
  created_at TEXT NOT NULL,
  settled_at TEXT,
  UNIQUE (group_id, request_id)
) STRICT;
CREATE INDEX vault_withdrawals_newest ON vault_withdrawals (vault_id, created_at DESC);

-- The wallet's reports already applied: a repeat is answered from here and changes nothing.
CREATE TABLE vault_transfer_notifications (
  notification_id TEXT PRIMARY KEY,
  withdrawal_id TEXT NOT NULL REFERENCES vault_withdrawals (withdrawal_id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('CONFIRMED', 'FAILED')),
  created_at TEXT NOT NULL
) STRICT;
