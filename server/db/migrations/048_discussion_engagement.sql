-- Discussions people engage with (issue 26 point 4): likes on posts and replies, one level of
-- threaded replies that quote what they answer, and featured posts (精华) chosen by admins.

-- One row per member and post: liking twice is still one like (the primary key), and the counts are
-- read from these rows. A deleted post or reply takes its likes with it; so does a deleted user.
CREATE TABLE discussion_likes (
  discussion_id TEXT NOT NULL REFERENCES discussions (discussion_id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (discussion_id, user_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX discussion_likes_user ON discussion_likes (user_id);

CREATE TABLE discussion_reply_likes (
  reply_id TEXT NOT NULL REFERENCES discussion_replies (reply_id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (reply_id, user_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX discussion_reply_likes_user ON discussion_reply_likes (user_id);

-- A reply to a reply: `parent_reply_id` is the top-level reply it is shown under (one level only:
-- never itself a nested reply; deleting it deletes its thread), `quoted_reply_id` the reply it
-- answers, quoted above it (the parent or a sibling; NULL once that one is deleted).
ALTER TABLE discussion_replies ADD COLUMN parent_reply_id TEXT REFERENCES discussion_replies (reply_id) ON DELETE CASCADE;
ALTER TABLE discussion_replies ADD COLUMN quoted_reply_id TEXT REFERENCES discussion_replies (reply_id) ON DELETE SET NULL;
CREATE INDEX discussion_replies_parent ON discussion_replies (parent_reply_id);
CREATE INDEX discussion_replies_quoted ON discussion_replies (quoted_reply_id);

-- When an admin featured the post (NULL: not featured); the feed's Featured filter lists these.
ALTER TABLE discussions ADD COLUMN featured_at TEXT;
CREATE INDEX discussions_featured ON discussions (group_id, featured_at) WHERE featured_at IS NOT NULL;
