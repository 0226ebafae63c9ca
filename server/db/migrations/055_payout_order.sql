-- The order rows were written in, as a column both engines have (issue 27). Bank cards, invoice titles and
-- vault withdrawals written at the same moment were listed in SQLite's rowid order, which PostgreSQL has
-- no equivalent of. `seq` numbers them: the rows there now in rowid order, and a row written without one
-- gets one more than the table's largest (this trigger; on PostgreSQL a BEFORE INSERT trigger of the same
-- name), so every list keeps its order on both engines. The repos order by it after created_at, with the
-- key last, so ties end in a total order.

ALTER TABLE bank_accounts ADD COLUMN seq INTEGER;
UPDATE bank_accounts SET seq = rowid;
CREATE INDEX bank_accounts_by_seq ON bank_accounts (seq);
CREATE TRIGGER bank_accounts_seq AFTER INSERT ON bank_accounts WHEN NEW.seq IS NULL
BEGIN
  UPDATE bank_accounts SET seq = (SELECT COALESCE(MAX(seq), 0) + 1 FROM bank_accounts) WHERE rowid = NEW.rowid;
END;

ALTER TABLE invoice_titles ADD COLUMN seq INTEGER;
UPDATE invoice_titles SET seq = rowid;
CREATE INDEX invoice_titles_by_seq ON invoice_titles (seq);
CREATE TRIGGER invoice_titles_seq AFTER INSERT ON invoice_titles WHEN NEW.seq IS NULL
BEGIN
  UPDATE invoice_titles SET seq = (SELECT COALESCE(MAX(seq), 0) + 1 FROM invoice_titles) WHERE rowid = NEW.rowid;
END;

ALTER TABLE vault_withdrawals ADD COLUMN seq INTEGER;
UPDATE vault_withdrawals SET seq = rowid;
CREATE INDEX vault_withdrawals_by_seq ON vault_withdrawals (seq);
CREATE TRIGGER vault_withdrawals_seq AFTER INSERT ON vault_withdrawals WHEN NEW.seq IS NULL
BEGIN
  UPDATE vault_withdrawals SET seq = (SELECT COALESCE(MAX(seq), 0) + 1 FROM vault_withdrawals) WHERE rowid = NEW.rowid;
END;
