-- The wallet sending money (issue 23): a group's bot pays out of its own wallet with Safe transactions
-- (its unspent outputs in, one output to the recipient and the change back to itself, signed with the
-- bot's spend key), each named by a trace id the wallet keeps one transaction for. A withdrawal from
-- the profit vault, a lucky-coin share to its claimer and a pack's unclaimed rest going back to its
-- payer are each one transfer, written in the transaction that takes the money from the ledger and sent afterwards by
-- the server (routes/payment/wallet-transfers.service.ts) until the wallet says it is spent.
CREATE TABLE wallet_transfers (
  -- The trace (the Safe request id): a UUID made here, sent again as often as needed.
  transfer_id TEXT PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('withdrawal', 'pack_claim', 'pack_refund')),
  -- The withdrawal, the claim (pack:claimer) or the pack it pays out.
  reference TEXT NOT NULL,
  -- The wallet user (or bot) who gets it.
  recipient_id TEXT NOT NULL,
  asset_id TEXT NOT NULL REFERENCES assets (asset_id),
  amount TEXT NOT NULL CHECK (amount NOT LIKE '-%'),
  memo TEXT NOT NULL,
  -- pending: not sent, or sent and not spent yet; confirmed: the wallet spent it (snapshot_id);
  -- failed: the wallet refused it for good (why).
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'confirmed', 'failed')),
  snapshot_id TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  -- Who is sending it right now, until when: one sender at a time across processes.
  claimed_until TEXT,
  last_error TEXT,
  created_at TEXT NOT NULL,
  settled_at TEXT,
  UNIQUE (kind, reference)
) STRICT;
CREATE INDEX wallet_transfers_due ON wallet_transfers (state, next_attempt_at);

-- The reports applied by hand-made webhooks before; the wallet has no such call.
DROP TABLE IF EXISTS vault_transfer_notifications;

-- The wallet stand-in's side (server/sandbox/safe-api.ts). Each bot's spend key, as it registered it
-- (POST /safe/users on the wallet; the seed here): the public half, hex.
ALTER TABLE sandbox_mixin_apps ADD COLUMN spend_public_key TEXT;

-- The stand-in's unspent transaction outputs: whose (user_id, a bot here), how much of what, its
-- one-time public key P = x·G + the owner's spend key, and x (the "view" the wallet gives back with a
-- transaction request, so the owner's spend key signs for P). Made by transfers on the pay page, by
-- transactions, and by the seed for what the demo's groups were paid.
CREATE TABLE sandbox_safe_outputs (
  output_id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  asset_id TEXT NOT NULL,
  kernel_asset TEXT NOT NULL,
  transaction_hash TEXT NOT NULL,
  output_index INTEGER NOT NULL,
  amount TEXT NOT NULL,
  mask TEXT NOT NULL,
  public_key TEXT NOT NULL,
  view TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('unspent', 'signed', 'spent')),
  request_id TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (transaction_hash, output_index)
) STRICT;
CREATE INDEX sandbox_safe_outputs_owner ON sandbox_safe_outputs (user_id, asset_id, state, created_at);

-- The one-time keys the stand-in gave out (POST /safe/keys), by mask: for whom, and the x of each.
CREATE TABLE sandbox_safe_ghost_keys (
  mask TEXT PRIMARY KEY,
  receiver TEXT NOT NULL,
  public_key TEXT NOT NULL,
  view TEXT NOT NULL,
  created_at TEXT NOT NULL
) STRICT;

-- Transaction requests (POST /safe/transaction/requests), one per request id: the unsigned raw the
-- bot asked to verify, and, once sent with valid signatures (POST /safe/transactions), spent with
-- its snapshot.
CREATE TABLE sandbox_safe_requests (
  request_id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  raw TEXT NOT NULL,
  transaction_hash TEXT NOT NULL,
  asset_id TEXT NOT NULL,
  amount TEXT NOT NULL,
  receivers TEXT NOT NULL,
  views TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('unspent', 'spent')),
  snapshot_id TEXT,
  created_at TEXT NOT NULL,
  spent_at TEXT
) STRICT;
