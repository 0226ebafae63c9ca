-- Live streams, streaming previews, stream messages, member profiles and activities, bots and
-- the group's favourite bots (shortcuts). Issue 4, "live and members".

-- One row per stream ever started. A stopped stream is never resumed (§4): the next start inserts a
-- new row, and a charged stream gets a new product so earlier payers pay again.
CREATE TABLE streams (
  stream_id TEXT PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('living', 'stopped')),
  is_public INTEGER NOT NULL DEFAULT 0 CHECK (is_public IN (0, 1)),
  -- Charged streams only: the checkout product (type 'stream') viewers buy.
  product_id TEXT REFERENCES products (product_id) ON DELETE SET NULL,
  -- The chat mode before the stream started, restored when it stops.
  previous_mode TEXT NOT NULL CHECK (previous_mode IN ('free', 'lecture', 'mute', 'streaming')),
  started_by TEXT NOT NULL REFERENCES users (user_id),
  started_at TEXT NOT NULL,
  stopped_at TEXT,
  notified_at TEXT,
  CHECK ((state = 'living') = (stopped_at IS NULL))
) STRICT;
CREATE INDEX streams_group ON streams (group_id, started_at);
-- At most one living stream per group.
CREATE UNIQUE INDEX streams_one_living ON streams (group_id) WHERE state = 'living';

CREATE TABLE stream_previews (
  preview_id TEXT PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  cover_url TEXT NOT NULL DEFAULT '',
  live_at TEXT,
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX stream_previews_group ON stream_previews (group_id, live_at);

CREATE TABLE stream_messages (
  message_id TEXT PRIMARY KEY,
  stream_id TEXT NOT NULL REFERENCES streams (stream_id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  text TEXT NOT NULL CHECK (length(text) BETWEEN 1 AND 500),
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX stream_messages_stream ON stream_messages (stream_id, created_at);

-- Member profile fields of §3 (group nickname and bio, subgroup).
ALTER TABLE memberships ADD COLUMN nickname TEXT NOT NULL DEFAULT '';
ALTER TABLE memberships ADD COLUMN bio TEXT NOT NULL DEFAULT '';
ALTER TABLE memberships ADD COLUMN subgroup_id TEXT;
CREATE INDEX memberships_group_joined ON memberships (group_id, joined_at);

CREATE TABLE activities (
  activity_id TEXT PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('joined', 'renewed', 'stream_message', 'course_favored', 'course_finished')),
  subject_id TEXT,
  subject_title TEXT,
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX activities_user ON activities (user_id, created_at);

-- Bots (apps) known to the sandbox wallet, and each group's favourites shown as home shortcuts.
CREATE TABLE apps (
  app_id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  icon_url TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  home_uri TEXT NOT NULL
) STRICT;

CREATE TABLE favorite_apps (
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  app_id TEXT NOT NULL REFERENCES apps (app_id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (group_id, app_id)
) STRICT;

-- Orders for a charged stream (and, for the courses feature, a charged course): the kind check is
-- widened the SQLite way (rebuild, copy, swap), keeping the indexes and the state trigger.
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
  updated_at TEXT NOT NULL
) STRICT;
INSERT INTO orders_next SELECT order_id, group_id, user_id, product_id, kind, quantity, state, asset_id, amount,
  channel, coupon_id, charge_id, payment, created_at, expires_at, paid_at, updated_at FROM orders;
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
