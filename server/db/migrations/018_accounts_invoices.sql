-- Bank cards for payouts (issue 13 point 5): a member's own, in one group. The card number is kept
-- only as AES-256-GCM ciphertext (server/routes/bank/bank.cipher.ts, key from CARD_KEY) and its
-- last four digits, so a dump of this file does not reveal a number in full. At most one default
-- card per member and group (the partial unique index).
CREATE TABLE bank_accounts (
  account_id TEXT PRIMARY KEY,
  group_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  holder TEXT NOT NULL CHECK (length(holder) BETWEEN 1 AND 40),
  bank TEXT NOT NULL CHECK (length(bank) BETWEEN 1 AND 60),
  branch TEXT NOT NULL DEFAULT '' CHECK (length(branch) <= 80),
  -- '+86' and 11 digits (§5: payout needs a +86 phone).
  phone TEXT NOT NULL CHECK (phone GLOB '+861[3-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]'),
  number_sealed TEXT NOT NULL,
  last4 TEXT NOT NULL CHECK (last4 GLOB '[0-9][0-9][0-9][0-9]'),
  is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  FOREIGN KEY (group_id, user_id) REFERENCES memberships (group_id, user_id) ON DELETE CASCADE
) STRICT;
CREATE INDEX bank_accounts_owner ON bank_accounts (group_id, user_id, created_at);
CREATE UNIQUE INDEX bank_accounts_one_default ON bank_accounts (group_id, user_id) WHERE is_default = 1;

-- The member's own profile in the group (issue 13 point 1; server/README.md, "Bank cards, invoices
-- and the profile"): privacy mode, and an avatar of their own in the group (an image they uploaded
-- here; gone with the image).
ALTER TABLE memberships ADD COLUMN privacy_mode INTEGER NOT NULL DEFAULT 0 CHECK (privacy_mode IN (0, 1));
ALTER TABLE memberships ADD COLUMN avatar_attachment_id TEXT REFERENCES attachments (attachment_id) ON DELETE SET NULL;

-- Invoice titles (issue 13 point 6): who an invoice is made out to, personal or a company with its
-- tax number (unified social credit code); a member's own, in one group.
CREATE TABLE invoice_titles (
  title_id TEXT PRIMARY KEY,
  group_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('personal', 'company')),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  tax_number TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  CHECK ((kind = 'personal' AND tax_number = '') OR (kind = 'company' AND length(tax_number) BETWEEN 15 AND 20)),
  FOREIGN KEY (group_id, user_id) REFERENCES memberships (group_id, user_id) ON DELETE CASCADE
) STRICT;
CREATE INDEX invoice_titles_owner ON invoice_titles (group_id, user_id, created_at);

-- One invoice per paid order. The title is copied in when the invoice is asked for, so editing or
-- deleting a title later does not change an invoice already asked for. requested → issued (the
-- group's staff, or the sandbox control, issue it with its number).
CREATE TABLE invoices (
  order_id TEXT PRIMARY KEY REFERENCES orders (order_id) ON DELETE CASCADE,
  group_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  title_kind TEXT NOT NULL CHECK (title_kind IN ('personal', 'company')),
  title_name TEXT NOT NULL,
  title_tax_number TEXT NOT NULL DEFAULT '',
  state TEXT NOT NULL DEFAULT 'requested' CHECK (state IN ('requested', 'issued')),
  invoice_number TEXT,
  -- How to tell the member once it is issued: an SMS to this +86 phone, and/or a wallet message.
  notice_phone TEXT,
  notice_mixin INTEGER NOT NULL DEFAULT 0 CHECK (notice_mixin IN (0, 1)),
  requested_at TEXT NOT NULL,
  issued_at TEXT,
  CHECK ((state = 'requested' AND invoice_number IS NULL AND issued_at IS NULL)
    OR (state = 'issued' AND invoice_number IS NOT NULL AND issued_at IS NOT NULL))
) STRICT;
CREATE INDEX invoices_owner ON invoices (group_id, user_id);
