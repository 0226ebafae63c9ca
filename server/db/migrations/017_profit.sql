-- Profit (issue 13 point 4; spec §3 profit record, §4 profit states, §9 settlement): what a member
-- earned in a group, one row per member, month and asset. `amount` is the gross profit, the
-- member's share (`reward_rate`) of `revenue`; income tax is worked out once the month closes, on
-- the month's whole value in CNY, and shared out over its assets (server/routes/profit/profit.tax.ts).
-- Amounts are decimal strings in the asset's precision; sums are done in decimal by the service.
-- `source`: 'share', the member's share of the group's revenue; 'invitation', the month's invitation
-- bonuses in that asset (invite_records, 016), summed into a record when the month is settled (until
-- then the service reads them straight from invite_records as pending).
--   pending      the month is still running (no tax yet)
--   pretaxed     the month is settled: tax_amount worked out, not yet withheld
--   taxed        the tax is withheld
--   distributed  the net amount is paid out to the member, who has not claimed it ("not claimed")
--   claimed      the member has it: claimed_amount is the net amount
CREATE TABLE profit_records (
  record_id TEXT PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  -- The month the profit was earned in, 'YYYY-MM' (UTC).
  month TEXT NOT NULL CHECK (month GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]'),
  asset_id TEXT NOT NULL REFERENCES assets (asset_id),
  source TEXT NOT NULL DEFAULT 'share' CHECK (source IN ('share', 'invitation')),
  revenue TEXT NOT NULL,
  reward_rate TEXT NOT NULL,
  amount TEXT NOT NULL,
  tax_amount TEXT NOT NULL DEFAULT '0',
  claimed_amount TEXT NOT NULL DEFAULT '0',
  -- The gross amount's value in CNY at the asset's price when the record was made (2 places).
  value_cny TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending'
    CHECK (state IN ('pending', 'pretaxed', 'taxed', 'distributed', 'claimed')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (group_id, user_id, month, asset_id, source)
) STRICT;
CREATE INDEX profit_records_month ON profit_records (group_id, month, state);
