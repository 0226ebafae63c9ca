-- Articles (issue 11 point 4): free and paid articles that live at an outside link, with an
-- optional reward members claim once each, and admin broadcasts of up to 5 featured articles.
-- A paid article sells through a product of type 'article' (as charged courses do): the PAID
-- order is the entitlement, so orders gain the kind 'article' (rebuilt the SQLite way, as in 007,
-- keeping the indexes and the state trigger).
CREATE TABLE orders_next (
  order_id TEXT PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  product_id TEXT NOT NULL REFERENCES products (product_id),
  kind TEXT NOT NULL CHECK (kind IN ('join', 'renew', 'stream', 'course', 'article')),
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

-- The id is a number: GET /articles/ pages newest first with the last id seen as the cursor (§7).
CREATE TABLE articles (
  article_id INTEGER PRIMARY KEY AUTOINCREMENT,
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  -- Where the article lives; the app opens it in a new tab.
  link TEXT NOT NULL CHECK (length(link) <= 2000 AND (link LIKE 'http://%' OR link LIKE 'https://%')),
  summary TEXT NOT NULL DEFAULT '' CHECK (length(summary) <= 1000),
  -- An image attachment of this group (jpeg/png, at most 2 MB, §5).
  cover_attachment_id TEXT REFERENCES attachments (attachment_id) ON DELETE SET NULL,
  -- null: free. Else the price, a decimal string in the asset, sold through product_id.
  price_asset_id TEXT REFERENCES assets (asset_id),
  price_amount TEXT,
  product_id TEXT REFERENCES products (product_id) ON DELETE SET NULL,
  -- 0: no reward. Else this many members may each claim reward_amount of reward_asset_id once.
  reward_count INTEGER NOT NULL DEFAULT 0 CHECK (reward_count BETWEEN 0 AND 1000),
  reward_asset_id TEXT REFERENCES assets (asset_id),
  reward_amount TEXT,
  created_by TEXT NOT NULL REFERENCES users (user_id),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  -- Soft delete: the article is gone for everyone, its orders and reward ledger stay.
  deleted_at TEXT,
  CHECK ((price_asset_id IS NULL) = (price_amount IS NULL)),
  CHECK ((reward_count = 0) = (reward_asset_id IS NULL) AND (reward_asset_id IS NULL) = (reward_amount IS NULL))
) STRICT;
CREATE INDEX articles_group_live ON articles (group_id, article_id DESC) WHERE deleted_at IS NULL;
CREATE INDEX articles_product ON articles (product_id);

-- The reward ledger: one claim per member and article (the sandbox moves no money).
CREATE TABLE article_claims (
  article_id INTEGER NOT NULL REFERENCES articles (article_id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  asset_id TEXT NOT NULL REFERENCES assets (asset_id),
  amount TEXT NOT NULL,
  claimed_at TEXT NOT NULL,
  PRIMARY KEY (article_id, user_id)
) STRICT;

-- Admin broadcasts: the latest one's articles are the featured ones.
CREATE TABLE article_broadcasts (
  broadcast_id INTEGER PRIMARY KEY AUTOINCREMENT,
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  -- JSON array of 1 to 5 distinct article ids, in the order chosen.
  article_ids TEXT NOT NULL CHECK (json_valid(article_ids) AND json_array_length(article_ids) BETWEEN 1 AND 5),
  created_by TEXT NOT NULL REFERENCES users (user_id),
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX article_broadcasts_group ON article_broadcasts (group_id, broadcast_id DESC);
