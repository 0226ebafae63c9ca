-- Live video through a media server (issue 23 point 4): the key a living stream's accepted publish
-- came with (its push URL's), under which the media server writes the HLS and which it drops when
-- the stream stops. Null until the lecturer's first accepted publish.
ALTER TABLE streams ADD COLUMN publish_key TEXT;
