-- Delivering the outbox (issue 23): each message handed to the outside world (lib/messaging.ts) is
-- now sent to its party (an SMS gateway; the wallet's messages API, as the group's bot), after the
-- transaction that wrote it, and retried with back-off until the party takes it or the tries run out.
-- Every message already here was read by the sandbox as delivered: it stays so.
ALTER TABLE outbox_messages ADD COLUMN state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'failed'));
ALTER TABLE outbox_messages ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
-- When it may be tried next (null: at once); while one process tries it, when its try runs out.
ALTER TABLE outbox_messages ADD COLUMN next_attempt_at TEXT;
ALTER TABLE outbox_messages ADD COLUMN sent_at TEXT;
ALTER TABLE outbox_messages ADD COLUMN last_error TEXT;
UPDATE outbox_messages SET state = 'sent', sent_at = created_at;
CREATE INDEX outbox_messages_due ON outbox_messages (next_attempt_at, message_id) WHERE state = 'pending';

-- The stand-ins' side: the SMS gateway's messages (our own signed protocol; by the sender's id, one
-- message per id) and the wallet's messages from bots (by message_id, as the wallet keeps them).
CREATE TABLE sandbox_sms_messages (
  id TEXT PRIMARY KEY,
  phone TEXT NOT NULL,
  text TEXT NOT NULL,
  received_at TEXT NOT NULL
) STRICT;
CREATE INDEX sandbox_sms_messages_phone ON sandbox_sms_messages (phone, received_at);

CREATE TABLE sandbox_wallet_messages (
  message_id TEXT PRIMARY KEY,
  app_id TEXT NOT NULL,
  recipient_id TEXT NOT NULL,
  conversation_id TEXT NOT NULL,
  category TEXT NOT NULL,
  data TEXT NOT NULL,
  received_at TEXT NOT NULL
) STRICT;
CREATE INDEX sandbox_wallet_messages_recipient ON sandbox_wallet_messages (recipient_id, received_at);
