-- Invoices issued by an invoicing vendor over our own signed protocol (issue 23; providers/invoice):
-- a member's request is handed to the vendor, which later reports the invoice issued.

-- When the vendor took the request (null: not yet; the resend job hands it over again).
ALTER TABLE invoices ADD COLUMN vendor_accepted_at TEXT;
-- Every invoice already here was settled by the sandbox's control: nothing to hand over.
UPDATE invoices SET vendor_accepted_at = requested_at;
CREATE INDEX invoices_unaccepted ON invoices (requested_at) WHERE vendor_accepted_at IS NULL;

-- The vendor's stand-in (server/sandbox/invoice.ts): the requests it took, and the number it issued.
CREATE TABLE sandbox_invoice_requests (
  request_id TEXT PRIMARY KEY,
  body TEXT NOT NULL,
  received_at TEXT NOT NULL,
  invoice_number TEXT,
  issued_at TEXT
) STRICT;
