-- Wallet payments by snapshot (issue 23): the wallet does not call a group's server when someone pays
-- its bot; the bot reads its own snapshots (GET /safe/snapshots, signed by its session) and each
-- incoming transfer whose trace names an order, a tip or a lucky-coin pack of the group pays it.

-- Where each group's reading of its bot's snapshots has got to: the created_at of the last one read
-- (the wallet lists those after an offset, oldest first), for the bot it was read for (a new bot
-- starts over).
CREATE TABLE wallet_snapshot_cursors (
  group_id TEXT PRIMARY KEY REFERENCES groups (group_id) ON DELETE CASCADE,
  app_id TEXT NOT NULL,
  offset_at TEXT NOT NULL,
  read_at TEXT NOT NULL
) STRICT;

-- Every incoming transfer read, once, and what it did: paid what its trace names (applied), named
-- nothing of this group (unmatched), or was refused by the payable's checks (refused: a wrong amount
-- or asset, an order closed meanwhile), with why. The last two are money the group's bot holds
-- that nothing bought: the operator's to give back.
CREATE TABLE wallet_receipts (
  snapshot_id TEXT PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  trace_id TEXT,
  opponent_id TEXT NOT NULL,
  asset_id TEXT NOT NULL,
  amount TEXT NOT NULL,
  created_at TEXT NOT NULL,
  outcome TEXT NOT NULL CHECK (outcome IN ('applied', 'unmatched', 'refused')),
  reason TEXT,
  read_at TEXT NOT NULL
) STRICT;
CREATE INDEX wallet_receipts_group ON wallet_receipts (group_id, outcome, created_at);

-- The wallet stand-in's side (server/sandbox/mixin-api.ts): the transfers made on its pay page, as
-- the recipient's snapshots. created_at is when the network confirmed the transfer: none is listed
-- before it. One transfer per payer and trace, as the wallet allows.
CREATE TABLE sandbox_wallet_snapshots (
  snapshot_id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  opponent_id TEXT NOT NULL,
  asset_id TEXT NOT NULL,
  amount TEXT NOT NULL,
  memo TEXT NOT NULL,
  trace_id TEXT NOT NULL,
  transaction_hash TEXT NOT NULL,
  created_at TEXT NOT NULL
) STRICT;
CREATE UNIQUE INDEX sandbox_wallet_snapshots_trace ON sandbox_wallet_snapshots (opponent_id, trace_id);
CREATE INDEX sandbox_wallet_snapshots_user ON sandbox_wallet_snapshots (user_id, created_at);
