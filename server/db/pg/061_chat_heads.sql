-- The chat's order is the order of commits (issue 27; SQLite's 061_chat_heads.sql says why): every
-- transaction that inserts a group's message writes that group's one row here, with the seq it took. Two
-- SERIALIZABLE transactions writing one row never both commit unless the second began after the first had
-- committed (the later writer gets 40001 and the layer runs it again), and its seq is taken after it began,
-- so within a group seq order is commit order, and a hub reading "after my cursor" never skips a row.

CREATE TABLE chat_heads (
  group_id TEXT PRIMARY KEY REFERENCES groups (group_id) ON DELETE CASCADE,
  last_seq BIGINT NOT NULL
);

INSERT INTO chat_heads (group_id, last_seq)
  SELECT group_id, MAX(seq) FROM chat_messages GROUP BY group_id;
