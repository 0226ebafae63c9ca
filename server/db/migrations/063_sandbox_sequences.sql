-- Issue 27: the stand-ins' inboxes and Safe outputs were ordered by SQLite's rowid (the SMS and wallet
-- inboxes newest first with ties in the order received; a Safe output's `sequence`, the offset its API
-- pages by). PostgreSQL has no rowid: each table gets `seq`, an increasing key, the same order on both
-- engines. Here it is the INTEGER PRIMARY KEY (the rowid itself, so every row keeps its number); the old
-- key stays unique, so ON CONFLICT on it and the lookups by it are unchanged. pg/063 is the same for
-- PostgreSQL (an identity column).

CREATE TABLE sandbox_sms_messages_new (
  id TEXT NOT NULL UNIQUE,
  phone TEXT NOT NULL,
  text TEXT NOT NULL,
  received_at TEXT NOT NULL,
  seq INTEGER PRIMARY KEY
) STRICT;
INSERT INTO sandbox_sms_messages_new (id, phone, text, received_at, seq)
  SELECT id, phone, text, received_at, rowid FROM sandbox_sms_messages;
DROP TABLE sandbox_sms_messages;
ALTER TABLE sandbox_sms_messages_new RENAME TO sandbox_sms_messages;
CREATE INDEX sandbox_sms_messages_phone ON sandbox_sms_messages (phone, received_at);

CREATE TABLE sandbox_wallet_messages_new (
  message_id TEXT NOT NULL UNIQUE,
  app_id TEXT NOT NULL,
  recipient_id TEXT NOT NULL,
  conversation_id TEXT NOT NULL,
  category TEXT NOT NULL,
  data TEXT NOT NULL,
  received_at TEXT NOT NULL,
  seq INTEGER PRIMARY KEY
) STRICT;
INSERT INTO sandbox_wallet_messages_new (message_id, app_id, recipient_id, conversation_id, category, data, received_at, seq)
  SELECT message_id, app_id, recipient_id, conversation_id, category, data, received_at, rowid FROM sandbox_wallet_messages;
DROP TABLE sandbox_wallet_messages;
ALTER TABLE sandbox_wallet_messages_new RENAME TO sandbox_wallet_messages;
CREATE INDEX sandbox_wallet_messages_recipient ON sandbox_wallet_messages (recipient_id, received_at);

CREATE TABLE sandbox_safe_outputs_new (
  output_id TEXT NOT NULL UNIQUE,
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
  seq INTEGER PRIMARY KEY,
  UNIQUE (transaction_hash, output_index)
) STRICT;
INSERT INTO sandbox_safe_outputs_new (output_id, user_id, asset_id, kernel_asset, transaction_hash, output_index, amount, mask,
    public_key, view, state, request_id, created_at, seq)
  SELECT output_id, user_id, asset_id, kernel_asset, transaction_hash, output_index, amount, mask,
    public_key, view, state, request_id, created_at, rowid FROM sandbox_safe_outputs;
DROP TABLE sandbox_safe_outputs;
ALTER TABLE sandbox_safe_outputs_new RENAME TO sandbox_safe_outputs;
CREATE INDEX sandbox_safe_outputs_owner ON sandbox_safe_outputs (user_id, asset_id, state, created_at);
