-- Badges (issue 11 point 7): a catalog per group, the badges members earned, and their chain seals.

-- What a group offers. Rows come from the rules table in routes/badge/badge.rules.ts (added to a
-- group's catalog whenever it is read), so a new rule is one entry there.
CREATE TABLE badges (
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  badge_key TEXT NOT NULL CHECK (length(badge_key) BETWEEN 1 AND 40 AND badge_key NOT GLOB '*[^a-z0-9_]*'),
  kind TEXT NOT NULL CHECK (kind IN ('general', 'verified')),
  position INTEGER NOT NULL CHECK (position >= 0),
  PRIMARY KEY (group_id, badge_key)
) STRICT;

-- A badge a member earned (awarded lazily when badges are read; never taken back). share_key opens
-- the public share page; chain_state is the seal: unlighted → lighting (a seal in flight) → lighted.
CREATE TABLE member_badges (
  member_badge_id TEXT PRIMARY KEY,
  group_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  badge_key TEXT NOT NULL,
  earned_at TEXT NOT NULL,
  share_key TEXT NOT NULL UNIQUE CHECK (length(share_key) >= 22),
  chain_state TEXT NOT NULL DEFAULT 'unlighted' CHECK (chain_state IN ('unlighted', 'lighting', 'lighted')),
  seal_id TEXT,
  tx_hash TEXT,
  sealed_at TEXT,
  UNIQUE (group_id, user_id, badge_key),
  FOREIGN KEY (group_id, badge_key) REFERENCES badges (group_id, badge_key) ON DELETE CASCADE,
  CHECK ((chain_state = 'unlighted') = (seal_id IS NULL)),
  CHECK ((chain_state = 'lighted') = (tx_hash IS NOT NULL AND sealed_at IS NOT NULL))
) STRICT;
CREATE INDEX member_badges_user ON member_badges (group_id, user_id);

-- One request to seal a badge on the chain; confirmed (with the transaction) or failed by the chain's notification.
CREATE TABLE badge_seals (
  seal_id TEXT PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  member_badge_id TEXT NOT NULL REFERENCES member_badges (member_badge_id) ON DELETE CASCADE,
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'confirmed', 'failed')),
  tx_hash TEXT,
  requested_at TEXT NOT NULL,
  settled_at TEXT,
  CHECK ((state = 'confirmed') = (tx_hash IS NOT NULL)),
  CHECK ((state = 'pending') = (settled_at IS NULL))
) STRICT;
CREATE INDEX badge_seals_badge ON badge_seals (member_badge_id);

-- Chain notifications already applied: a repeat is answered from here and changes nothing.
CREATE TABLE chain_notifications (
  notification_id TEXT PRIMARY KEY,
  seal_id TEXT NOT NULL REFERENCES badge_seals (seal_id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('CONFIRMED', 'FAILED')),
  received_at TEXT NOT NULL
) STRICT;
