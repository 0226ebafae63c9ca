-- Invoice notices are sent (issue 13 point 6; server/README.md, "Invoices"): once an invoice is
-- issued, each notice the member chose goes out exactly once, and a notice chosen after that at once.

-- When each chosen notice went out: set by the conditional UPDATE that decides to send it (the
-- invoice issued, the notice chosen, not sent yet), in the same transaction that hands the message
-- to the sender. A phone whose SMS went out stays as it was (the number it went to).
ALTER TABLE invoices ADD COLUMN notice_phone_sent_at TEXT;
ALTER TABLE invoices ADD COLUMN notice_mixin_sent_at TEXT;
-- The member's language as the request that chose a notice showed it (lib/lang.ts); null: unknown,
-- the message then goes out in Chinese and English.
ALTER TABLE invoices ADD COLUMN notice_lang TEXT CHECK (notice_lang IN ('en', 'zh', 'ja'));

-- Messages handed to the outside world (lib/messaging.ts): SMS to phones and messages in people's
-- wallets. The reference server has no SMS gateway and no wallet messaging client, so this outbox is
-- where they stop; the sandbox's SMS inbox (/sandbox/sms) and wallet inbox (/sandbox/mixin/inbox)
-- read it. `dedupe_key` names what a message is about (`invoice:<order>:sms`, `sms-code:<id>`): one
-- message per key, ever, whoever tries again.
CREATE TABLE outbox_messages (
  message_id INTEGER PRIMARY KEY,
  dedupe_key TEXT NOT NULL UNIQUE,
  channel TEXT NOT NULL CHECK (channel IN ('sms', 'wallet')),
  -- sms: '+', the country code and the number.
  phone TEXT,
  -- wallet: whose wallet, and the group whose bot writes.
  group_id TEXT,
  user_id TEXT,
  text TEXT NOT NULL,
  created_at TEXT NOT NULL,
  CHECK ((channel = 'sms' AND phone IS NOT NULL AND user_id IS NULL)
    OR (channel = 'wallet' AND phone IS NULL AND group_id IS NOT NULL AND user_id IS NOT NULL))
) STRICT;
CREATE INDEX outbox_messages_phone ON outbox_messages (phone, message_id) WHERE channel = 'sms';
CREATE INDEX outbox_messages_user ON outbox_messages (user_id, message_id) WHERE channel = 'wallet';
