-- Discussions (issue 11, point 1): posts with up to 3 images (our own attachments), replies, sticking,
-- and who may post and reply (a group setting: everyone, or owner/admin only).
ALTER TABLE group_settings ADD COLUMN discussion_permission TEXT NOT NULL DEFAULT 'everyone'
  CHECK (discussion_permission IN ('everyone', 'admins'));

CREATE TABLE discussions (
  discussion_id TEXT PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  content TEXT NOT NULL CHECK (length(content) <= 5000),
  -- When an admin stuck it (null: not stuck); stuck posts lead the feed, the latest stuck first.
  stuck_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  -- Set by an edit, so the post can say it was edited.
  edited_at TEXT
) STRICT;
CREATE INDEX discussions_feed ON discussions (group_id, stuck_at, created_at);

-- A post's images in their order. An attachment deleted by its uploader leaves the post without it.
CREATE TABLE discussion_images (
  discussion_id TEXT NOT NULL REFERENCES discussions (discussion_id) ON DELETE CASCADE,
  position INTEGER NOT NULL CHECK (position BETWEEN 0 AND 2),
  attachment_id TEXT NOT NULL REFERENCES attachments (attachment_id) ON DELETE CASCADE,
  PRIMARY KEY (discussion_id, position),
  UNIQUE (discussion_id, attachment_id)
) STRICT;
CREATE INDEX discussion_images_attachment ON discussion_images (attachment_id);

CREATE TABLE discussion_replies (
  reply_id TEXT PRIMARY KEY,
  discussion_id TEXT NOT NULL REFERENCES discussions (discussion_id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  content TEXT NOT NULL CHECK (length(content) BETWEEN 1 AND 2000),
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX discussion_replies_thread ON discussion_replies (discussion_id, created_at);
