-- Group chat and live-stream chat (issue 12). One store for every channel: 'group' (the group's chat) and
-- 'stream:<stream_id>' (a live stream's chat; the rows of the old stream_messages table move here).
-- seq is the order and the resume cursor: AUTOINCREMENT, so a seq is never reused, even after deletes.

CREATE TABLE chat_messages (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  message_id TEXT NOT NULL UNIQUE,
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  channel TEXT NOT NULL,
  -- Set for a stream channel (channel = 'stream:' || stream_id), null for the group channel.
  stream_id TEXT REFERENCES streams (stream_id) ON DELETE CASCADE,
  -- The author; null for system events.
  user_id TEXT REFERENCES users (user_id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('text', 'image', 'system')),
  -- As typed (trimmed); blanked when recalled or deleted.
  text TEXT NOT NULL DEFAULT '' CHECK (length(text) <= 2000),
  attachment_id TEXT REFERENCES attachments (attachment_id) ON DELETE SET NULL,
  reply_to_seq INTEGER REFERENCES chat_messages (seq) ON DELETE SET NULL,
  system_event TEXT CHECK (system_event IN ('member_joined', 'luckycoin_sent', 'kudos_sent', 'mode_changed', 'announcement')),
  system_data TEXT CHECK (system_data IS NULL OR json_valid(system_data)),
  state TEXT NOT NULL DEFAULT 'normal' CHECK (state IN ('normal', 'recalled', 'deleted')),
  -- The sender's idempotency key: the same key twice is the same message.
  client_id TEXT CHECK (client_id IS NULL OR length(client_id) = 36),
  created_at TEXT NOT NULL,
  -- created_at in milliseconds: the rate limit's window and the recall deadline.
  created_ms INTEGER NOT NULL,
  removed_at TEXT,
  removed_by TEXT REFERENCES users (user_id) ON DELETE SET NULL,
  CHECK ((channel = 'group' AND stream_id IS NULL) OR (stream_id IS NOT NULL AND channel = 'stream:' || stream_id)),
  CHECK ((kind = 'system') = (system_event IS NOT NULL)),
  CHECK (kind = 'system' OR user_id IS NOT NULL),
  CHECK (kind <> 'system' OR (user_id IS NULL AND client_id IS NULL AND system_data IS NOT NULL)),
  CHECK (kind <> 'text' OR state <> 'normal' OR length(text) >= 1),
  CHECK ((state = 'normal') = (removed_at IS NULL))
) STRICT;
CREATE INDEX chat_messages_channel ON chat_messages (group_id, channel, seq);
-- The rate limit counts a member's messages of the last minute.
CREATE INDEX chat_messages_sender ON chat_messages (group_id, user_id, created_ms);
CREATE UNIQUE INDEX chat_messages_client ON chat_messages (group_id, user_id, client_id) WHERE client_id IS NOT NULL;

-- The stream messages of issue 4, in their order, into their stream's channel.
INSERT INTO chat_messages (message_id, group_id, channel, stream_id, user_id, kind, text, created_at, created_ms)
  SELECT m.message_id, s.group_id, 'stream:' || m.stream_id, m.stream_id, m.user_id, 'text', m.text, m.created_at,
    CAST(round((julianday(m.created_at) - 2440587.5) * 86400000) AS INTEGER)
  FROM stream_messages m JOIN streams s ON s.stream_id = m.stream_id
  ORDER BY m.created_at, m.rowid;
DROP TABLE stream_messages;

-- Chat settings (§3 admin group settings; the announcement of PUT /chat/?announcement=).
ALTER TABLE group_settings ADD COLUMN deny_words TEXT NOT NULL DEFAULT '[]'
  CHECK (json_valid(deny_words) AND json_type(deny_words) = 'array');
ALTER TABLE group_settings ADD COLUMN link_allow_list TEXT NOT NULL DEFAULT '[]'
  CHECK (json_valid(link_allow_list) AND json_type(link_allow_list) = 'array');
ALTER TABLE group_settings ADD COLUMN chat_rate_limit INTEGER NOT NULL DEFAULT 0 CHECK (chat_rate_limit BETWEEN 0 AND 600);
ALTER TABLE group_settings ADD COLUMN chat_inactive_days INTEGER NOT NULL DEFAULT 30 CHECK (chat_inactive_days BETWEEN 1 AND 3650);
ALTER TABLE group_settings ADD COLUMN chat_announcement TEXT NOT NULL DEFAULT '' CHECK (length(chat_announcement) <= 500);

-- The member's chat-notification switch (/chat/subscribe, /chat/unsubscribe), apart from the membership's
-- state: unsubscribing from notifications never ends a membership. last_active_at: the member's latest
-- chat activity (a message sent, a socket signed in, a subscribe), which the daily job compares with
-- chat_inactive_days; null = never (then joined_at, then created_at counts).
ALTER TABLE memberships ADD COLUMN chat_subscribed INTEGER NOT NULL DEFAULT 1 CHECK (chat_subscribed IN (0, 1));
ALTER TABLE memberships ADD COLUMN chat_last_active_at TEXT;
