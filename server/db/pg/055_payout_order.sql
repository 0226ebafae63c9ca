-- The order rows were written in, as a column both engines have (../migrations/055_payout_order.sql says
-- why): `seq`, one more than the table's largest for a row written without one, set by a BEFORE INSERT
-- trigger named as SQLite's. Read from the table's index on seq, not a sequence: db/copy.ts copies the
-- numbers SQLite gave (its triggers held off), and the next row still goes after them. Two transactions
-- adding a row at once read the same largest number; SERIALIZABLE (the layer's transactions) runs one again.

CREATE FUNCTION numbered_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.seq IS NULL THEN
    EXECUTE format('SELECT COALESCE(MAX(seq), 0) + 1 FROM %I', TG_TABLE_NAME) INTO NEW.seq;
  END IF;
  RETURN NEW;
END
$$;

ALTER TABLE bank_accounts ADD COLUMN seq BIGINT;
CREATE INDEX bank_accounts_by_seq ON bank_accounts (seq);
CREATE TRIGGER bank_accounts_seq BEFORE INSERT ON bank_accounts FOR EACH ROW EXECUTE FUNCTION numbered_row();

ALTER TABLE invoice_titles ADD COLUMN seq BIGINT;
CREATE INDEX invoice_titles_by_seq ON invoice_titles (seq);
CREATE TRIGGER invoice_titles_seq BEFORE INSERT ON invoice_titles FOR EACH ROW EXECUTE FUNCTION numbered_row();

ALTER TABLE vault_withdrawals ADD COLUMN seq BIGINT;
CREATE INDEX vault_withdrawals_by_seq ON vault_withdrawals (seq);
CREATE TRIGGER vault_withdrawals_seq BEFORE INSERT ON vault_withdrawals FOR EACH ROW EXECUTE FUNCTION numbered_row();
