-- WeChat sign-in through WeChat's own OAuth (issue 23). WeChat spends a code at its first exchange,
-- while a person not registered yet needs the same code twice (sign-in refused, then the openid to
-- register with): what the exchange found is kept here for the code's 5 minutes, and spent here.
CREATE TABLE wechat_grants (
  code_hash TEXT PRIMARY KEY,
  app_id TEXT NOT NULL,
  openid TEXT NOT NULL,
  unionid TEXT,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  created_at INTEGER NOT NULL
) STRICT;

-- The groups' credentials may now be WeChat's too (the official account's app secret).
CREATE TABLE group_credentials_next (
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  party TEXT NOT NULL CHECK (party IN ('mixin', 'wechat')),
  sealed TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (group_id, party)
) STRICT;
INSERT INTO group_credentials_next (group_id, party, sealed, updated_at) SELECT group_id, party, sealed, updated_at FROM group_credentials;
DROP TABLE group_credentials;
ALTER TABLE group_credentials_next RENAME TO group_credentials;

-- The WeChat stand-in's side (server/sandbox/wechat-api.ts): the official accounts registered with
-- it, their app secret hashed.
CREATE TABLE sandbox_wechat_apps (
  app_id TEXT PRIMARY KEY,
  secret_hash TEXT NOT NULL
) STRICT;
