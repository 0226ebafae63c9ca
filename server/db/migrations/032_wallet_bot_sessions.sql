-- The wallet stand-in's record of each bot's session (issue 23): the session id and the Ed25519 public
-- key the bot signs its own requests with (user search), as the real wallet keeps them.
ALTER TABLE sandbox_mixin_apps ADD COLUMN session_id TEXT;
ALTER TABLE sandbox_mixin_apps ADD COLUMN session_public_key TEXT;
