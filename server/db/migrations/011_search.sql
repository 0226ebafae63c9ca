-- Search (issue 11, point 2): substring search over courses (title, description) and discussions (content)
-- in Chinese, Japanese and English. FTS5 with the trigram tokenizer matches any substring of 3+ characters,
-- case-insensitively, whatever the script; shorter queries fall back to instr() in the repos.
-- The indexes hold their own copy of the text keyed by the row's id (not external content on rowid: VACUUM
-- may renumber the rowids of tables without an INTEGER PRIMARY KEY), kept in sync by the triggers below,
-- which also cover rows the seed inserts after the migrations.
CREATE VIRTUAL TABLE courses_fts USING fts5(course_id UNINDEXED, title, description, tokenize = 'trigram');
INSERT INTO courses_fts (course_id, title, description) SELECT course_id, title, description FROM courses;

CREATE TRIGGER courses_fts_insert AFTER INSERT ON courses BEGIN
  INSERT INTO courses_fts (course_id, title, description) VALUES (new.course_id, new.title, new.description);
END;
CREATE TRIGGER courses_fts_update AFTER UPDATE OF course_id, title, description ON courses BEGIN
  DELETE FROM courses_fts WHERE course_id = old.course_id;
  INSERT INTO courses_fts (course_id, title, description) VALUES (new.course_id, new.title, new.description);
END;
CREATE TRIGGER courses_fts_delete AFTER DELETE ON courses BEGIN
  DELETE FROM courses_fts WHERE course_id = old.course_id;
END;

CREATE VIRTUAL TABLE discussions_fts USING fts5(discussion_id UNINDEXED, content, tokenize = 'trigram');
INSERT INTO discussions_fts (discussion_id, content) SELECT discussion_id, content FROM discussions;

CREATE TRIGGER discussions_fts_insert AFTER INSERT ON discussions BEGIN
  INSERT INTO discussions_fts (discussion_id, content) VALUES (new.discussion_id, new.content);
END;
CREATE TRIGGER discussions_fts_update AFTER UPDATE OF discussion_id, content ON discussions BEGIN
  DELETE FROM discussions_fts WHERE discussion_id = old.discussion_id;
  INSERT INTO discussions_fts (discussion_id, content) VALUES (new.discussion_id, new.content);
END;
CREATE TRIGGER discussions_fts_delete AFTER DELETE ON discussions BEGIN
  DELETE FROM discussions_fts WHERE discussion_id = old.discussion_id;
END;
