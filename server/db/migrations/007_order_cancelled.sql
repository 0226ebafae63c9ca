-- A payment the payer cancelled is not a failure (issue 10, point 4): a provider's CANCELLED
-- notification fails the order with failure_reason 'cancelled', so the result page can say
-- "Payment cancelled" and offer to try again. The reason's check is widened the SQLite way
-- (rebuild, copy, swap), keeping the indexes and the state trigger of 004.
CREATE TABLE orders_next (
  order_id TEXT PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  product_id TEXT NOT NULL REFERENCES products (product_id),
  kind TEXT NOT NULL CHECK (kind IN ('join', 'renew', 'stream', 'course')),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  state TEXT NOT NULL DEFAULT 'NOT_PAID'
    CHECK (state IN ('NOT_PAID', 'MARKED_PAID', 'PAID', 'FAILED', 'EXPIRED')),
  asset_id TEXT NOT NULL REFERENCES assets (asset_id),
  amount TEXT NOT NULL,
  channel TEXT CHECK (channel IN ('mixin', 'wechat', 'alipay', 'reborn')),
  coupon_id TEXT REFERENCES coupons (coupon_id) ON DELETE SET NULL,
  charge_id TEXT UNIQUE,
  payment TEXT CHECK (payment IS NULL OR json_valid(payment)),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  paid_at TEXT,
  updated_at TEXT NOT NULL,
  failure_reason TEXT
    CHECK (failure_reason IS NULL
      OR (state = 'FAILED' AND failure_reason IN ('renewal_exceeds_maximum', 'already_joined', 'replaced', 'cancelled')))
) STRICT;
INSERT INTO orders_next SELECT order_id, group_id, user_id, product_id, kind, quantity, state, asset_id, amount,
  channel, coupon_id, charge_id, payment, created_at, expires_at, paid_at, updated_at, failure_reason FROM orders;
DROP TABLE orders;
ALTER TABLE orders_next RENAME TO orders;
CREATE INDEX orders_group_user ON orders (group_id, user_id);
CREATE INDEX orders_open ON orders (state, expires_at);
CREATE INDEX orders_product_user ON orders (product_id, user_id, state);
CREATE TRIGGER orders_state_transition BEFORE UPDATE OF state ON orders
WHEN NEW.state <> OLD.state AND NOT (
  (OLD.state = 'NOT_PAID' AND NEW.state IN ('MARKED_PAID', 'FAILED', 'EXPIRED'))
  OR (OLD.state = 'MARKED_PAID' AND NEW.state IN ('PAID', 'FAILED', 'EXPIRED'))
)
BEGIN
  SELECT RAISE(ABORT, 'forbidden order state transition');
END;
