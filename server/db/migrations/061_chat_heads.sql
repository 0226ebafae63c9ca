-- The chat's order is the order of commits (issue 27): each socket is sent its group's rows after a cursor,
-- so a row that commits after a higher seq of its group would be skipped. SQLite's one writer gives that by
-- itself; on PostgreSQL two transactions inserting into one group could commit out of seq order. So every
-- transaction that inserts a group's message also writes that group's one row here (`last_seq`, the seq it
-- took): on PostgreSQL two transactions writing one row never both commit unless the second began after
-- the first committed (SERIALIZABLE: the later writer is refused and run again), so within a group a later
-- commit always took a later seq. The row goes with its group.

CREATE TABLE chat_heads (
  group_id TEXT PRIMARY KEY REFERENCES groups (group_id) ON DELETE CASCADE,
  last_seq INTEGER NOT NULL
) STRICT;

INSERT INTO chat_heads (group_id, last_seq)
  SELECT group_id, MAX(seq) FROM chat_messages GROUP BY group_id;
