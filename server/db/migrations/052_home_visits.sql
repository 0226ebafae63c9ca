-- The member home is a feed of what is new (issue 26 point 3): "new" is after the member's previous
-- visit of the group's home. One row per member and group: `seen_at` is the last time the feed was
-- asked for; `since_at` the visit before the current one, which the feed's New marks count from.
-- A visit within 30 minutes of the last one continues it (the home asked again on each return keeps
-- its marks); a later one moves `seen_at` into `since_at`. Both go with the user or the group.

CREATE TABLE home_visits (
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  since_at TEXT,
  seen_at TEXT NOT NULL,
  PRIMARY KEY (group_id, user_id)
) STRICT;
