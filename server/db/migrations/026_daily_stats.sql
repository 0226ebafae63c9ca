-- The admin portal's statistics (issue 14 point 5): a daily rollup per group, so a year of charts reads
-- 366 rows instead of scanning every message and order, and a day's figures stay as they were once the
-- day is over (a kicked member or a deleted post does not rewrite history). The daily job writes each
-- finished UTC day once; today is always computed from the rows themselves.

-- One row per group and finished day; its presence marks the day closed (its income rows below were
-- written in the same transaction).
CREATE TABLE stat_daily_users (
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  day TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  new_members INTEGER NOT NULL CHECK (new_members >= 0),
  paid INTEGER NOT NULL CHECK (paid >= 0),
  renewed INTEGER NOT NULL CHECK (renewed >= 0),
  active INTEGER NOT NULL CHECK (active >= 0),
  churned INTEGER NOT NULL CHECK (churned >= 0),
  computed_at TEXT NOT NULL,
  PRIMARY KEY (group_id, day)
) STRICT;

-- A closed day's income per asset: paid orders' amounts summed exactly (a decimal string; the routes show
-- it in the asset's precision) and how many orders. Days and assets without income have no row.
CREATE TABLE stat_daily_income (
  group_id TEXT NOT NULL,
  day TEXT NOT NULL,
  asset_id TEXT NOT NULL REFERENCES assets (asset_id),
  amount TEXT NOT NULL,
  orders INTEGER NOT NULL CHECK (orders > 0),
  PRIMARY KEY (group_id, day, asset_id),
  FOREIGN KEY (group_id, day) REFERENCES stat_daily_users (group_id, day) ON DELETE CASCADE
) STRICT;

-- What the live figures (today, and days no rollup holds) read by time range.
CREATE INDEX orders_group_paid ON orders (group_id, paid_at) WHERE state = 'PAID';
CREATE INDEX memberships_group_expired ON memberships (group_id, expired_at);
CREATE INDEX chat_messages_group_time ON chat_messages (group_id, created_at);
