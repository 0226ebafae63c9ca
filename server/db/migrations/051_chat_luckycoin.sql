-- Issue 26 point 5: a lucky-coin pack shared to the group chat is a message of its own kind, the sender's
-- red-packet bubble, referencing the pack. chat_messages is rebuilt with the kind in its CHECK (SQLite cannot
-- alter a CHECK) and a pack_id column, keeping every row, its seq and the AUTOINCREMENT counter. One share
-- per pack: the unique index makes a repeated or concurrent share the same message.
CREATE TABLE chat_messages_new (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  message_id TEXT NOT NULL UNIQUE,
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  channel TEXT NOT NULL,
  stream_id TEXT REFERENCES streams (stream_id) ON DELETE CASCADE,
  user_id TEXT REFERENCES users (user_id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('text', 'image', 'system', 'luckycoin')),
  text TEXT NOT NULL DEFAULT '' CHECK (length(text) <= 2000),
  attachment_id TEXT REFERENCES attachments (attachment_id) ON DELETE SET NULL,
  reply_to_seq INTEGER REFERENCES chat_messages_new (seq) ON DELETE SET NULL,
  system_event TEXT CHECK (system_event IN ('member_joined', 'member_renewed', 'luckycoin_sent', 'kudos_sent', 'mode_changed', 'announcement')),
  system_data TEXT CHECK (system_data IS NULL OR json_valid(system_data)),
  pack_id TEXT REFERENCES luckycoin_packs (pack_id) ON DELETE CASCADE,
  state TEXT NOT NULL DEFAULT 'normal' CHECK (state IN ('normal', 'recalled', 'deleted')),
  client_id TEXT CHECK (client_id IS NULL OR length(client_id) = 36),
  created_at TEXT NOT NULL,
  created_ms INTEGER NOT NULL,
  removed_at TEXT,
  removed_by TEXT REFERENCES users (user_id) ON DELETE SET NULL,
  CHECK ((channel = 'group' AND stream_id IS NULL) OR (stream_id IS NOT NULL AND channel = 'stream:' || stream_id)),
  CHECK ((kind = 'system') = (system_event IS NOT NULL)),
  CHECK (kind = 'system' OR user_id IS NOT NULL),
  CHECK (kind <> 'system' OR (user_id IS NULL AND client_id IS NULL AND system_data IS NOT NULL)),
  CHECK (kind <> 'text' OR state <> 'normal' OR length(text) >= 1),
  CHECK ((state = 'normal') = (removed_at IS NULL)),
  CHECK ((kind = 'luckycoin') = (pack_id IS NOT NULL)),
  CHECK (kind <> 'luckycoin' OR (channel = 'group' AND reply_to_seq IS NULL AND attachment_id IS NULL))
) STRICT;
INSERT INTO chat_messages_new (seq, message_id, group_id, channel, stream_id, user_id, kind, text, attachment_id,
    reply_to_seq, system_event, system_data, state, client_id, created_at, created_ms, removed_at, removed_by)
  SELECT seq, message_id, group_id, channel, stream_id, user_id, kind, text, attachment_id,
    reply_to_seq, system_event, system_data, state, client_id, created_at, created_ms, removed_at, removed_by
  FROM chat_messages ORDER BY seq;
-- A seq is never reused: the new table takes the old counter (which may be past the last row left).
DELETE FROM sqlite_sequence WHERE name = 'chat_messages_new';
UPDATE sqlite_sequence SET name = 'chat_messages_new' WHERE name = 'chat_messages';
DROP TABLE chat_messages;
ALTER TABLE chat_messages_new RENAME TO chat_messages;
CREATE INDEX chat_messages_channel ON chat_messages (group_id, channel, seq);
CREATE INDEX chat_messages_sender ON chat_messages (group_id, user_id, created_ms);
CREATE UNIQUE INDEX chat_messages_client ON chat_messages (group_id, user_id, client_id) WHERE client_id IS NOT NULL;
CREATE INDEX chat_messages_group_time ON chat_messages (group_id, created_at);
CREATE UNIQUE INDEX chat_messages_pack ON chat_messages (pack_id) WHERE pack_id IS NOT NULL;
