-- Each group's credentials at an outside party (issue 23 point 6): the wallet bot's client secret
-- and session keys, merchant ids and keys. `sealed` is the party's JSON sealed with SECRETS_KEY
-- (lib/sealed.ts), the group and party its additional data; no API answers it.
CREATE TABLE group_credentials (
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  party TEXT NOT NULL CHECK (party IN ('mixin')),
  sealed TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (group_id, party)
) STRICT;

-- The wallet stand-in's side of its OAuth (server/sandbox/mixin-api.ts), as the real wallet keeps it:
-- the apps registered with it (their secret hashed) and the authorisations it granted, each with
-- the Ed25519 public key the app signs that user's requests with.
CREATE TABLE sandbox_mixin_apps (
  client_id TEXT PRIMARY KEY,
  secret_hash TEXT NOT NULL
) STRICT;

CREATE TABLE sandbox_mixin_authorizations (
  authorization_id TEXT PRIMARY KEY,
  client_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  scope TEXT NOT NULL,
  public_key TEXT NOT NULL,
  created_at INTEGER NOT NULL
) STRICT;
