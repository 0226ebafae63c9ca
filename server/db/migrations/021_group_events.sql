-- The group's event list (§6 "view ... the group event list", §7 GET /admin/events; issue 14): who did
-- what to the group, when. Every admin action writes one row in the same transaction as its change,
-- so the list never shows an action that did not happen, nor misses one that did.
-- `details` is a JSON object of what the action changed (never a secret: no PIN, no card number).

CREATE TABLE group_events (
  event_id INTEGER PRIMARY KEY AUTOINCREMENT,
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  -- NULL when the user was deleted since, or for the system's own actions (a daily job).
  actor_id TEXT REFERENCES users (user_id) ON DELETE SET NULL,
  action TEXT NOT NULL,
  target_kind TEXT,
  target_id TEXT,
  details TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(details) AND json_type(details) = 'object'),
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX group_events_newest ON group_events (group_id, event_id DESC);
