-- The admin portal's general, privacy, profile and notification settings and the group's own avatar
-- (issue 14 point 1; server/README.md, "Group settings: privacy, profile, notifications").

-- Privacy: whether members see the member list and other members' pages (off: only the owner and
-- admins do), and whether the group's public info counts its members.
ALTER TABLE group_settings ADD COLUMN members_visible INTEGER NOT NULL DEFAULT 1 CHECK (members_visible IN (0, 1));
ALTER TABLE group_settings ADD COLUMN public_member_count INTEGER NOT NULL DEFAULT 1 CHECK (public_member_count IN (0, 1));
-- Profile: what a member page shows to other members, and whether members set their own nickname,
-- bio and avatar in the group.
ALTER TABLE group_settings ADD COLUMN profile_show_membership INTEGER NOT NULL DEFAULT 1 CHECK (profile_show_membership IN (0, 1));
ALTER TABLE group_settings ADD COLUMN profile_show_activities INTEGER NOT NULL DEFAULT 1 CHECK (profile_show_activities IN (0, 1));
ALTER TABLE group_settings ADD COLUMN profile_self_edit INTEGER NOT NULL DEFAULT 1 CHECK (profile_self_edit IN (0, 1));
-- Notifications: the group chat's "joined" line (on, as it always was) and "renewed" line (off).
ALTER TABLE group_settings ADD COLUMN notify_member_joined INTEGER NOT NULL DEFAULT 1 CHECK (notify_member_joined IN (0, 1));
ALTER TABLE group_settings ADD COLUMN notify_member_renewed INTEGER NOT NULL DEFAULT 0 CHECK (notify_member_renewed IN (0, 1));

-- The group's avatar as uploaded by its admins (POST /app/avatar): JPEG or PNG by its bytes, at most
-- 2 MB. Public (GET /app/avatar/{id}): it is the face of the group before login. groups.avatar_url
-- points at the latest; older ones stay servable, so a page still showing one does not break.
CREATE TABLE group_avatars (
  avatar_id TEXT PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  mime_type TEXT NOT NULL CHECK (mime_type IN ('image/jpeg', 'image/png')),
  size INTEGER NOT NULL CHECK (size BETWEEN 1 AND 2097152),
  bytes BLOB NOT NULL,
  uploaded_by TEXT REFERENCES users (user_id) ON DELETE SET NULL,
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX group_avatars_group ON group_avatars (group_id);

-- The chat's "renewed" line is a new system event: chat_messages is rebuilt with it in the CHECK
-- (SQLite cannot alter a CHECK), keeping every row, its seq and the AUTOINCREMENT counter.
CREATE TABLE chat_messages_new (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  message_id TEXT NOT NULL UNIQUE,
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  channel TEXT NOT NULL,
  stream_id TEXT REFERENCES streams (stream_id) ON DELETE CASCADE,
  user_id TEXT REFERENCES users (user_id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('text', 'image', 'system')),
  text TEXT NOT NULL DEFAULT '' CHECK (length(text) <= 2000),
  attachment_id TEXT REFERENCES attachments (attachment_id) ON DELETE SET NULL,
  reply_to_seq INTEGER REFERENCES chat_messages_new (seq) ON DELETE SET NULL,
  system_event TEXT CHECK (system_event IN ('member_joined', 'member_renewed', 'luckycoin_sent', 'kudos_sent', 'mode_changed', 'announcement')),
  system_data TEXT CHECK (system_data IS NULL OR json_valid(system_data)),
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
  CHECK ((state = 'normal') = (removed_at IS NULL))
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
