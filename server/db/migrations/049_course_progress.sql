-- A course is a curriculum (issue 26 point 6): its playable messages, in order, are its lessons, and each
-- member's progress in each lesson is kept here: where they last were (seconds) and whether it is done.
-- One row per member and lesson; a position write replaces the last one (last write wins), done only
-- goes back by hand. `course_id` and `group_id` repeat the lesson's so a course's or a group's progress
-- reads by index; all three go with the lesson, the course or the group.

CREATE TABLE course_progress (
  user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  message_id TEXT NOT NULL REFERENCES course_messages (message_id) ON DELETE CASCADE,
  course_id TEXT NOT NULL REFERENCES courses (course_id) ON DELETE CASCADE,
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  position REAL NOT NULL CHECK (position >= 0),
  done INTEGER NOT NULL DEFAULT 0 CHECK (done IN (0, 1)),
  updated_at TEXT NOT NULL,
  PRIMARY KEY (user_id, message_id)
) STRICT;
CREATE INDEX course_progress_by_course ON course_progress (user_id, course_id, updated_at DESC);
CREATE INDEX course_progress_by_group ON course_progress (group_id, user_id, updated_at DESC);
