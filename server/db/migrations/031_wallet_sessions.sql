-- A person's wallet authorisation per app (issue 23): what the wallet adapter signs their own
-- requests with (their balances), sealed with SECRETS_KEY (the app and the person as additional
-- data), replaced at each sign-in through the wallet.
CREATE TABLE wallet_sessions (
  client_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  sealed TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (client_id, user_id)
) STRICT;
