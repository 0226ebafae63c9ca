-- Issue 27: the order streams started in (see ../migrations/057_stream_seq.sql): SQLite's rowid, which
-- PostgreSQL does not have. Streams already there (copied from SQLite before this ran) are numbered in
-- the order they started, per group.
ALTER TABLE streams ADD COLUMN seq BIGINT NOT NULL DEFAULT 0;
UPDATE streams SET seq = o.n
  FROM (SELECT stream_id, row_number() OVER (PARTITION BY group_id ORDER BY started_at, stream_id) AS n FROM streams) AS o
  WHERE o.stream_id = streams.stream_id;
CREATE INDEX streams_group_seq ON streams (group_id, seq);
