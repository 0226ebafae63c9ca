-- Invitation bonuses (issue 13 points 3 and 8). An invite record is the inviter's bonus for one paid
-- order of someone they invited: written in the payment's own transaction, and UNIQUE on the order,
-- so however many notifications report the payment the bonus is credited once. Amounts are exact
-- decimal strings (contract/money.ts): the bonus is `rate` of `paid_amount`, in the asset paid.

CREATE TABLE invite_records (
  record_id TEXT PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  -- What the invitee bought (the group's membership product for a join order).
  product_id TEXT NOT NULL REFERENCES products (product_id) ON DELETE CASCADE,
  order_id TEXT NOT NULL UNIQUE REFERENCES orders (order_id) ON DELETE CASCADE,
  inviter_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  invitee_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  -- The code of the invitation relation the order was paid under.
  code TEXT NOT NULL,
  asset_id TEXT NOT NULL REFERENCES assets (asset_id),
  paid_amount TEXT NOT NULL,
  rate TEXT NOT NULL,
  bonus_amount TEXT NOT NULL,
  created_at TEXT NOT NULL,
  CHECK (inviter_id <> invitee_id)
) STRICT;
CREATE INDEX invite_records_inviter ON invite_records (group_id, inviter_id, product_id, created_at);
