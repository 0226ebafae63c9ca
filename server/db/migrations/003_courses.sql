-- Courses, their messages, albums, favourites and uploaded attachments (issue 4).

-- Uploaded files. The bytes live in the data folder (<database folder>/attachments/<attachment_id>);
-- the random id is the capability that lets <audio>/<video> fetch them without a token.
CREATE TABLE attachments (
  attachment_id TEXT PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  mime_type TEXT NOT NULL,
  size INTEGER NOT NULL CHECK (size >= 0),
  duration REAL,
  created_at TEXT NOT NULL
) STRICT;

CREATE TABLE courses (
  course_id TEXT PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  lecturer_id TEXT NOT NULL REFERENCES users (user_id),
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  poster_attachment_id TEXT REFERENCES attachments (attachment_id) ON DELETE SET NULL,
  start_at TEXT,
  finish_at TEXT,
  finished_at TEXT,
  state TEXT NOT NULL DEFAULT 'draft' CHECK (state IN ('draft', 'published')),
  public INTEGER NOT NULL DEFAULT 0 CHECK (public IN (0, 1)),
  charge_asset_id TEXT REFERENCES assets (asset_id),
  charge_amount TEXT,
  -- A charged course's checkout product (type 'course'); a PAID order for it lets its buyer in.
  product_id TEXT REFERENCES products (product_id) ON DELETE SET NULL,
  comments_enabled INTEGER NOT NULL DEFAULT 1 CHECK (comments_enabled IN (0, 1)),
  downloadable INTEGER NOT NULL DEFAULT 1 CHECK (downloadable IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  CHECK ((charge_asset_id IS NULL) = (charge_amount IS NULL))
) STRICT;
-- The list pages by newest first within a group and state.
CREATE INDEX courses_group_state_created ON courses (group_id, state, created_at DESC, course_id DESC);
CREATE INDEX courses_product ON courses (product_id);

CREATE TABLE course_tags (
  course_id TEXT NOT NULL REFERENCES courses (course_id) ON DELETE CASCADE,
  tag TEXT NOT NULL,
  PRIMARY KEY (course_id, tag)
) STRICT;
CREATE INDEX course_tags_tag ON course_tags (tag, course_id);

CREATE TABLE course_messages (
  message_id TEXT PRIMARY KEY,
  course_id TEXT NOT NULL REFERENCES courses (course_id) ON DELETE CASCADE,
  category TEXT NOT NULL CHECK (category IN
    ('PLAIN_TEXT', 'PLAIN_IMAGE', 'PLAIN_DATA', 'PLAIN_AUDIO', 'PLAIN_VIDEO', 'LIVE_PLAYBACK')),
  text TEXT NOT NULL DEFAULT '',
  attachment_id TEXT REFERENCES attachments (attachment_id) ON DELETE SET NULL,
  -- JSON [{quality, url}]: other renditions of a video.
  sources TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(sources)),
  idx INTEGER NOT NULL,
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX course_messages_course ON course_messages (course_id, idx, created_at);

CREATE TABLE course_favorites (
  course_id TEXT NOT NULL REFERENCES courses (course_id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (course_id, user_id)
) STRICT;
CREATE INDEX course_favorites_user ON course_favorites (user_id, created_at);

CREATE TABLE course_albums (
  album_id TEXT PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  creator_id TEXT NOT NULL REFERENCES users (user_id),
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;
CREATE INDEX course_albums_group ON course_albums (group_id, created_at);

CREATE TABLE course_album_records (
  album_id TEXT NOT NULL REFERENCES course_albums (album_id) ON DELETE CASCADE,
  course_id TEXT NOT NULL REFERENCES courses (course_id) ON DELETE CASCADE,
  added_at TEXT NOT NULL,
  PRIMARY KEY (album_id, course_id)
) STRICT;
CREATE INDEX course_album_records_course ON course_album_records (course_id);

CREATE TABLE album_favorites (
  album_id TEXT NOT NULL REFERENCES course_albums (album_id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (album_id, user_id)
) STRICT;
CREATE INDEX album_favorites_user ON album_favorites (user_id, created_at);
