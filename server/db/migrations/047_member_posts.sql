-- An admin's message to every member (issue 25 point 7; POST /users/members/post): one row per post,
-- written in the transaction that puts one wallet message per recipient in the outbox
-- (outbox_messages, key `members-post:<post_id>:<user_id>`); the outbox job delivers them.
-- `recipients` is how many active members it was sent to then.

CREATE TABLE member_posts (
  post_id TEXT PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  -- NULL when the author was deleted since.
  author_id TEXT REFERENCES users (user_id) ON DELETE SET NULL,
  text TEXT NOT NULL CHECK (length(text) BETWEEN 1 AND 1000),
  recipients INTEGER NOT NULL CHECK (recipients >= 0),
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX member_posts_newest ON member_posts (group_id, created_at DESC);
