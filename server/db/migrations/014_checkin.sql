-- Check-in tasks (issue 11 point 8): admins create daily, weekly or one-off tasks; members join,
-- post one check-in (text and up to 3 images) per period, patch missed periods where allowed.
-- Periods are calendar days / ISO weeks (the Monday's date) in the task's clock offset, stored as
-- 'YYYY-MM-DD' text: checkin.periods.ts computes them, the UNIQUE below keeps one post per period.

CREATE TABLE checkin_activities (
  activity_id TEXT PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 60),
  description TEXT NOT NULL DEFAULT '' CHECK (length(description) <= 2000),
  type TEXT NOT NULL CHECK (type IN ('daily', 'weekly', 'once')),
  -- ISO instant (UTC, as written by the server); periods count from its period, first_period.
  start_at TEXT NOT NULL,
  first_period TEXT NOT NULL CHECK (first_period GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  -- The creator's clock: minutes east of UTC.
  utc_offset_minutes INTEGER NOT NULL CHECK (utc_offset_minutes BETWEEN -720 AND 840),
  published INTEGER NOT NULL CHECK (published IN (0, 1)),
  -- A draft is never online; a published task is online until taken offline.
  online INTEGER NOT NULL CHECK (online IN (0, 1)),
  patch_allowed INTEGER NOT NULL CHECK (patch_allowed IN (0, 1)),
  qualify_count INTEGER NOT NULL DEFAULT 0 CHECK (qualify_count BETWEEN 0 AND 366),
  created_by TEXT REFERENCES users (user_id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  CHECK (online = 0 OR published = 1)
) STRICT;
CREATE INDEX checkin_activities_group ON checkin_activities (group_id, created_at);

-- Who joined. Quitting keeps the row (and the posts): rejoining keeps joined_at and the history.
CREATE TABLE checkin_members (
  activity_id TEXT NOT NULL REFERENCES checkin_activities (activity_id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  joined_at TEXT NOT NULL,
  -- Null while joined.
  quit_at TEXT,
  PRIMARY KEY (activity_id, user_id)
) STRICT;
CREATE INDEX checkin_members_user ON checkin_members (user_id);

CREATE TABLE checkin_posts (
  post_id TEXT PRIMARY KEY,
  activity_id TEXT NOT NULL REFERENCES checkin_activities (activity_id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  period TEXT NOT NULL CHECK (period GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  content TEXT NOT NULL CHECK (length(content) <= 2000),
  -- Posted after its period had passed.
  patched INTEGER NOT NULL CHECK (patched IN (0, 1)),
  created_at TEXT NOT NULL,
  -- One check-in per member and period, whatever the races.
  UNIQUE (activity_id, user_id, period)
) STRICT;
CREATE INDEX checkin_posts_feed ON checkin_posts (activity_id, created_at);
CREATE INDEX checkin_posts_period ON checkin_posts (activity_id, period);
CREATE INDEX checkin_posts_user ON checkin_posts (user_id);

-- A check-in's images in their order (our own attachments).
CREATE TABLE checkin_post_images (
  post_id TEXT NOT NULL REFERENCES checkin_posts (post_id) ON DELETE CASCADE,
  position INTEGER NOT NULL CHECK (position BETWEEN 0 AND 2),
  attachment_id TEXT NOT NULL REFERENCES attachments (attachment_id) ON DELETE CASCADE,
  PRIMARY KEY (post_id, position),
  UNIQUE (post_id, attachment_id)
) STRICT;
CREATE INDEX checkin_post_images_attachment ON checkin_post_images (attachment_id);
