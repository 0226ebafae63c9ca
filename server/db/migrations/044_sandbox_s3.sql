-- The S3 stand-in (server/sandbox/s3-api.ts): the objects put in its buckets, for the S3 file store's
-- boundary tests and a sandbox started with FILES_STORE=s3.
CREATE TABLE sandbox_s3_objects (
  bucket TEXT NOT NULL,
  key TEXT NOT NULL,
  body BLOB NOT NULL,
  content_type TEXT NOT NULL,
  etag TEXT NOT NULL,
  PRIMARY KEY (bucket, key)
) STRICT;
