-- Issue 27: the order streams started in, which "the group's latest stream" reads for two streams started
-- in the same millisecond (a stop and a start at once). It was SQLite's rowid, which PostgreSQL does not
-- have; seq is written by insertStream as one more than the group's largest, inside startStream's
-- transaction. Streams already there keep their rowid order.
ALTER TABLE streams ADD COLUMN seq INTEGER NOT NULL DEFAULT 0;
UPDATE streams SET seq = rowid;
CREATE INDEX streams_group_seq ON streams (group_id, seq);
